// The cadastre's public lookup by reference (docs/product.md#portals): `{CATASTRO_URL}/Consulta_DNPRC?RefCat=…`,
// JSON. Answers are cached (a day; the cadastre changes slowly), requests spaced at least a second apart (the
// service's fair use), and each bounded in time and size; an unreachable service is its own outcome, so the form
// can say so and change nothing.
import { readCatastroAnswer, type CatastroReading } from '#shared/portals/catastro-answer.ts';
import { boundedFetch, BoundedFetchError } from '#server/lib/http/bounded-fetch.ts';

export type CatastroOutcome = CatastroReading | { kind: 'unreachable'; message: string };

const CACHE_MS = 24 * 60 * 60_000;
const CACHE_ENTRIES = 500;
const LIMITS = { maxBytes: 256 * 1024, timeoutMs: 10_000 };
const MIN_INTERVAL_MS = 1_000;
/** More lookups than this waiting their turn are refused rather than queued for minutes. */
const MAX_WAITING = 10;

export class CatastroBusyError extends Error {}

export class CatastroClient {
  private readonly cache = new Map<string, { at: number; reading: CatastroReading }>();
  private turn: Promise<void> = Promise.resolve();
  private lastRequestAt = -Infinity;
  private waiting = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly minIntervalMs = MIN_INTERVAL_MS,
  ) {}

  /** The cadastre's answer for a 14- or 20-character reference (already checked and normalised). */
  async lookup(reference: string): Promise<CatastroOutcome> {
    const cached = this.cache.get(reference);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.reading;
    if (this.waiting >= MAX_WAITING) throw new CatastroBusyError('Demasiadas consultas al Catastro a la vez.');
    this.waiting++;
    const myTurn = this.turn.then(() => this.spaced());
    this.turn = myTurn.catch(() => undefined);
    try {
      await myTurn;
    } finally {
      this.waiting--;
    }
    return this.fetch(reference);
  }

  /** Waits until a second has passed since the previous request, then marks this one's time. */
  private async spaced() {
    const wait = this.lastRequestAt + this.minIntervalMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.lastRequestAt = Date.now();
  }

  private async fetch(reference: string): Promise<CatastroOutcome> {
    const url = `${this.baseUrl}/Consulta_DNPRC?RefCat=${encodeURIComponent(reference)}`;
    let text: string;
    try {
      const response = await boundedFetch(url, { headers: { accept: 'application/json' } }, LIMITS);
      if (response.status !== 200) {
        return { kind: 'unreachable', message: `El Catastro no responde ahora (HTTP ${response.status}).` };
      }
      text = response.body.toString('utf8');
    } catch (error) {
      const reason = error instanceof BoundedFetchError ? error.message : String(error);
      return { kind: 'unreachable', message: `No se puede conectar con el Catastro (${reason}).` };
    }
    let json: unknown;
    try {
      json = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      return { kind: 'unreachable', message: 'El Catastro ha respondido algo que no se entiende.' };
    }
    const reading = readCatastroAnswer(json);
    this.remember(reference, reading);
    return reading;
  }

  private remember(reference: string, reading: CatastroReading) {
    if (this.cache.size >= CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(reference, { at: Date.now(), reading });
  }
}
