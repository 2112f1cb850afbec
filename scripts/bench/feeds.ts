// Time and memory to generate each portal's feed for 500 properties on sale (issue 48: ≤ 1 s per format, ≤ 50 MB
// extra), in process, against an embedded database with 500 listed homes and 3 images each: the Kyero XML, the
// idealista file (each property checked against idealista's schema) and Fotocasa's 500 payloads, each from a cold
// cache (the portfolio read again from the database). Run alone with `node --import tsx scripts/bench/feeds.ts`.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';

import { centsFromEuros } from '#shared/money/cents.ts';
import { openPglite } from '#server/db/client.ts';
import { properties, propertyImages, storedFiles } from '#server/db/schema.ts';
import { kyeroGeneration } from '#server/features/feeds/index.ts';
import { desiredOnFotocasa } from '#server/features/portals/fotocasa/fotocasa-sync.ts';
import { idealistaGeneration } from '#server/features/portals/idealista/idealista-generation.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

export type FeedFigures = { format: string; properties: number; ms: number; extraMb: number };

const COUNT = 500;
const RUNS = 3;

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function seed(t: TestApp) {
  const [file] = await t.db
    .insert(storedFiles)
    .values({ contentType: 'image/jpeg', size: 3, sha256: 'x', data: Buffer.from([0xff, 0xd8, 0xff]), isPublic: true })
    .returning();
  const description =
    'Vivienda reformada con materiales de calidad, mucha luz natural y una distribución eficiente. '.repeat(12);
  const rows = await t.db
    .insert(properties)
    .values(
      Array.from({ length: COUNT }, (_, index) => ({
        title: `Piso reformado número ${index} en Barcelona`,
        description,
        titleCa: `Pis reformat número ${index}`,
        descriptionCa: description,
        titleEn: `Renovated flat number ${index}`,
        descriptionEn: description,
        address: `Carrer de Mallorca ${100 + index}, 2.º 1.ª`,
        neighborhood: ['Gràcia', 'Eixample', 'Sants', 'Poblenou'][index % 4]!,
        propertyType: ['piso', 'atico', 'estudio', 'casa'][index % 4]!,
        status: 'vendiendo' as const,
        bedrooms: index % 4 === 2 ? 0 : 3,
        bathrooms: 2,
        sizeM2: 80,
        builtAreaM2: 92,
        usableAreaM2: 80,
        order: index + 1,
        energyRating: 'C',
        energyConsumption: 98.5,
        energyEmissions: 21,
        priceCents: centsFromEuros(350_000 + index * 100),
        yearBuilt: 1960,
        floor: '2.º 1.ª',
        hasLift: true,
        publishToKyero: true,
        publishToIdealista: true,
        publishToFotocasa: true,
        latitude: 41.39 + index / 100_000,
        longitude: 2.16,
      })),
    )
    .returning({ id: properties.id });
  await t.db.insert(propertyImages).values(
    rows.flatMap(({ id }) =>
      [1, 2, 3].map((order) => ({
        propertyId: id,
        fileId: file!.id,
        jpegFileId: file!.id,
        width: 1600,
        height: 1067,
        variants: [{ width: 1600, height: 1067, fileId: file!.id }],
        caption: ['Salón', 'Cocina', 'Dormitorio'][order - 1],
        order,
      })),
    ),
  );
}

/** The median time and the largest heap + external memory above the start, over RUNS cold generations. */
async function measure(t: TestApp, format: string, generate: () => Promise<number>): Promise<FeedFigures> {
  const times: number[] = [];
  let extra = 0;
  let count = 0;
  for (let run = 0; run < RUNS; run++) {
    // A cold cache: the portfolio is read from the database again, as after any change.
    await t.db.execute(sql`update public_content_version set version = version + 1 where id = 1`);
    t.app.publicCache.markStale();
    gc();
    const base = process.memoryUsage();
    let peak = base.heapUsed + base.external;
    const timer = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.heapUsed + now.external);
    }, 2);
    const started = performance.now();
    count = await generate();
    times.push(performance.now() - started);
    clearInterval(timer);
    const end = process.memoryUsage();
    peak = Math.max(peak, end.heapUsed + end.external);
    extra = Math.max(extra, (peak - base.heapUsed - base.external) / 1024 / 1024);
  }
  times.sort((a, b) => a - b);
  return {
    format,
    properties: count,
    ms: Math.round(times[Math.floor(RUNS / 2)]!),
    extraMb: Math.round(extra * 10) / 10,
  };
}

export async function benchFeeds(): Promise<FeedFigures[]> {
  const handle = await openPglite({});
  await handle.migrate();
  const t = await createTestApp(
    {
      IDEALISTA_FTP_URL: 'ftp://bench:bench@127.0.0.1:2121/',
      IDEALISTA_CUSTOMER_CODE: `ilc${'0'.repeat(40)}`,
      FOTOCASA_API_KEY: `bench-${randomUUID()}`,
    },
    { handle },
  );
  try {
    await seed(t);
    // One warm-up of each (schema compilation, module loading), not measured.
    await kyeroGeneration(t.app);
    await idealistaGeneration(t.app);
    await desiredOnFotocasa(t.app);
    return [
      await measure(t, 'Kyero XML', async () => (await kyeroGeneration(t.app)).ids.length),
      await measure(t, 'idealista JSON (schema-checked)', async () => (await idealistaGeneration(t.app)).ids.length),
      await measure(t, 'Fotocasa payloads', async () => (await desiredOnFotocasa(t.app)).size),
    ];
  } finally {
    await t.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const figure of await benchFeeds()) {
    const ok = figure.ms <= 1000 && figure.extraMb <= 50 && figure.properties === COUNT;
    console.log(
      `${ok ? '✓' : '✗'} ${figure.format}: ${figure.properties} properties in ${figure.ms} ms, +${figure.extraMb} MB (target ≤ 1000 ms, ≤ 50 MB)`,
    );
  }
}
