import { processImage } from '#server/lib/images.ts';

import { photo } from './seed';

/** Time and peak memory to turn a 12-megapixel JPEG into WebP variants, alone and 10 at once. */
export async function benchImagePipeline() {
  const input = await photo(4000, 3000, 7);
  await processImage(await photo(800, 600)); // warm up sharp
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  await processImage(input);
  const singleMs = performance.now() - started;
  const singlePeakMb = (peak - baseline) / 1024 / 1024;
  peak = process.memoryUsage().rss;
  const parallelStarted = performance.now();
  await Promise.all(Array.from({ length: 10 }, () => processImage(input)));
  const parallelMs = performance.now() - parallelStarted;
  clearInterval(timer);
  return {
    inputMb: input.length / 1024 / 1024,
    singleMs: Math.round(singleMs),
    singlePeakExtraMb: Math.round(singlePeakMb),
    tenParallelMs: Math.round(parallelMs),
    tenParallelPeakRssMb: Math.round(peak / 1024 / 1024),
  };
}
