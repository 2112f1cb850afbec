// The room a picture shows, where its caption says it (es, ca or en): idealista labels images by room. A caption
// that names no known room leaves the image unlabelled rather than guessed.

// Whole words only (\b would not see the end of "habitació"): no letter may touch the match on either side.
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'iu');

const LABELS: [RegExp, string][] = [
  [word('sal[oó]n|sala d?e? ?estar|living|lounge|sitting room'), 'living'],
  [word('cocina|cuina|kitchen'), 'kitchen'],
  [word('comedor|menjador|dining'), 'dining_room'],
  [word('ba[ñn]os?|banys?|aseos?|lavabos?|bathrooms?|toilets?|shower room'), 'bathroom'],
  [word('dormitorios?|habitaci[oó]n(?:es)?|habitacions?|habitaci[oó]|bedrooms?|su[ií]te'), 'bedroom'],
  [word('terrazas?|terrass(?:a|es)|terraces?'), 'terrace'],
  [word('balc[oó]n|balc[oó]|balcony'), 'balcony'],
  [word('fachada|fa[çc]ana|facade|fa[çc]ade'), 'facade'],
  [word('pasillo|passad[ií]s|corridor|hallway'), 'corridor'],
  [word('recibidor|rebedor|entrada|vest[ií]bulo|hall'), 'hall'],
  [word('vistas|vistes|views?'), 'views'],
  [word('plano|pl[àa]nol|floor ?plan'), 'plan'],
  [word('trastero|traster|storage'), 'storage'],
  [word('jard[ií]n|jard[ií]|garden'), 'garden'],
  [word('piscina|pool'), 'pool'],
  [word('garaje|garatge|parking|garage'), 'garage'],
  [word('escalera|escala|staircase|stairs'), 'staircase'],
  [word('patio|pati|courtyard'), 'patio'],
  [word('estudio|despacho|despatx|office|study'), 'office'],
];

/** idealista's `imageLabel` for a caption, or null when the caption names no room it knows. */
export function imageLabel(caption: string | null | undefined): string | null {
  if (!caption) return null;
  for (const [pattern, label] of LABELS) if (pattern.test(caption)) return label;
  return null;
}
