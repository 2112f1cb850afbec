// The cadastre's public lookup by reference (Consulta_DNPRC, JSON flavour of the OVC callejero service) read into
// what the property form can take (docs/product.md#portals): built area, year, use and address. Its errors come
// with HTTP 200 and a `lerr` list; they become one plain sentence.

export type CatastroProposal = {
  built_area_m2: number | null;
  year_built: number | null;
  use: string | null;
  address: string | null;
};

export type CatastroReading =
  | { kind: 'proposal'; reference: string | null; proposal: CatastroProposal }
  | { kind: 'several'; references: string[] }
  | { kind: 'error'; message: string };

type Json = Record<string, unknown>;
const object = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** "NO EXISTE NINGÚN INMUEBLE…" → "No existe ningún inmueble…". */
function sentenceCase(message: string): string {
  const lower = message.toLocaleLowerCase('es');
  return lower.charAt(0).toLocaleUpperCase('es') + lower.slice(1);
}

function referenceOf(rc: unknown): string | null {
  const parts = object(rc);
  if (!parts) return null;
  const joined = ['pc1', 'pc2', 'car', 'cc1', 'cc2'].map((key) => text(parts[key]) ?? '').join('');
  return joined === '' ? null : joined;
}

/** The address as the cadastre writes it (`ldt`), or made the same way from its parts when only those come. */
function addressOf(unit: Json): string | null {
  const written = text(unit.ldt);
  if (written) return written.replace(/\s+/g, ' ');
  const dt = object(unit.dt);
  const lourb = object(object(object(dt?.locs)?.lous)?.lourb);
  const dir = object(lourb?.dir);
  if (!dt || !dir) return null;
  const loint = object(lourb?.loint);
  const parts = [
    text(dir.tv),
    text(dir.nv),
    text(dir.pnp),
    loint && text(loint.es) ? `Es:${text(loint.es)}` : undefined,
    loint && text(loint.pt) ? `Pl:${text(loint.pt)}` : undefined,
    loint && text(loint.pu) ? `Pt:${text(loint.pu)}` : undefined,
    text(lourb?.dp),
    text(dt.nm),
    text(dt.np) ? `(${text(dt.np)})` : undefined,
  ];
  return parts.filter(Boolean).join(' ') || null;
}

function wholeNumber(value: unknown, min: number, max: number): number | null {
  const raw = text(value);
  if (!raw || !/^\d+([.,]\d+)?$/.test(raw)) return null;
  const number = Math.round(Number(raw.replace(',', '.')));
  return number >= min && number <= max ? number : null;
}

function proposalOf(unit: Json): CatastroProposal {
  const debi = object(unit.debi) ?? {};
  return {
    built_area_m2: wholeNumber(debi.sfc, 1, 1_000_000),
    year_built: wholeNumber(debi.ant, 1000, 2200),
    use: text(debi.luso) ?? null,
    address: addressOf(unit),
  };
}

/** Reads one answer of Consulta_DNPRC; anything it cannot read is an error with a plain message. */
export function readCatastroAnswer(answer: unknown): CatastroReading {
  const root = object(answer);
  const key = root && Object.keys(root).find((name) => name.toLowerCase() === 'consulta_dnprcresult');
  const result = key ? object(root[key]) : undefined;
  if (!result) return { kind: 'error', message: 'El Catastro ha respondido algo que no se entiende.' };
  const errors = list(result.lerr)
    .flatMap((entry) => list(object(entry)?.err ?? entry))
    .map((entry) => text(object(entry)?.des))
    .filter((message): message is string => message !== undefined);
  if (errors.length > 0) return { kind: 'error', message: `El Catastro responde: ${sentenceCase(errors[0]!)}.` };
  const single = object(object(result.bico)?.bi);
  if (single) {
    return { kind: 'proposal', reference: referenceOf(object(single.idbi)?.rc), proposal: proposalOf(single) };
  }
  const units = list(object(result.lrcdnp)?.rcdnp)
    .map(object)
    .filter((unit): unit is Json => unit !== undefined);
  if (units.length === 1)
    return { kind: 'proposal', reference: referenceOf(units[0]!.rc), proposal: proposalOf(units[0]!) };
  if (units.length > 1) {
    return { kind: 'several', references: units.map((unit) => referenceOf(unit.rc)).filter((r): r is string => !!r) };
  }
  return { kind: 'error', message: 'El Catastro no da ningún inmueble con esa referencia.' };
}
