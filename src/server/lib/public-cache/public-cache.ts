import type { ContentVersion } from './content-version';
import { buildRepresentation, type Representation } from './representation';

type Entry = { value: Promise<unknown>; bytes: number };

/** Rendered pages of a large portfolio add up: beyond this, the least recently used answers go first. */
const DEFAULT_MAX_BYTES = 48 * 1024 * 1024;

/**
 * Everything the public site serves, computed once per content version: data (portfolio, texts, menu)
 * and ready-to-send representations (JSON bodies, rendered pages). Entries of older versions are dropped
 * when the version moves, so memory holds one generation at a time.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private generation = -1;
  private bytes = 0;

  constructor(
    readonly version: ContentVersion,
    private readonly maxBytes = DEFAULT_MAX_BYTES,
  ) {}

  /** Memoised `load()` for the current version; a failed load is not remembered. */
  async data<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.version.current();
    if (version !== this.generation) {
      this.entries.clear();
      this.bytes = 0;
      this.generation = version;
    }
    const hit = this.entries.get(key);
    if (hit) {
      // Map order is insertion order: moving a hit to the end keeps the oldest first for eviction.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const entry: Entry = { value: load(), bytes: 0 };
    this.entries.set(key, entry);
    entry.value.then(
      (resolved) => this.account(key, entry, sizeOf(resolved)),
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value as Promise<T>;
  }

  private account(key: string, entry: Entry, bytes: number) {
    if (this.entries.get(key) !== entry) return;
    entry.bytes = bytes;
    this.bytes += bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes || old === entry) break;
      this.entries.delete(oldKey);
      this.bytes -= old.bytes;
    }
  }

  /** A representation built from `render()` once per version (serialised; compressed on demand). */
  representation(key: string, contentType: string, render: () => Promise<string | Buffer>): Promise<Representation> {
    return this.data(`representation:${key}`, async () => buildRepresentation(await render(), contentType));
  }

  /** A write through this instance: the next read checks the shared version at once. */
  markStale(): void {
    this.version.markStale();
  }
}

/**
 * Representations count their plain bytes plus half again for the compressed copies they will hold (brotli and
 * gzip of text are each well under a quarter of it); any other entry counts as a nominal kilobyte, so that keys
 * made from URLs (a property id that does not exist, say) cannot grow the cache without bound.
 */
function sizeOf(value: unknown): number {
  const representation = value as Partial<Representation> | null;
  if (!representation?.identity) return 1024;
  return Math.ceil(representation.identity.length * 1.5);
}
