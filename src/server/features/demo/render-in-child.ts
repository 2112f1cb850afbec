import { fork } from 'node:child_process';

import type { ProcessedImage, ProcessedVariant } from '#server/lib/images.ts';

/** The argument that turns the server's entry file into the demo-image renderer (main.ts). */
export const DEMO_IMAGES_WORKER_ARG = '--render-demo-images';

/**
 * Renders the demo's images in a child process that exits when done. libvips and glibc keep much of what
 * image work allocated; in a child, all of it goes back to the system and the server starts as small as a
 * server that never seeded (docs/performance.md, memory). `entry` is the server's own entry file.
 */
export function renderDemoImagesInChild(
  entry: string,
  render: () => Promise<ProcessedImage[][]>,
): Promise<ProcessedImage[][]> {
  return new Promise((resolve, reject) => {
    // 'advanced' serialization carries the image bytes as binary, not as JSON arrays of numbers.
    const child = fork(entry, [DEMO_IMAGES_WORKER_ARG], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: ProcessedImage[][] | undefined;
    child.once('message', (message) => {
      result = (message as ProcessedImage[][]).map((images) => images.map(toBuffers));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (result) resolve(result);
      else {
        // The demo must appear even where a child cannot run: render here instead, at the memory cost.
        render().then(resolve, () => reject(new Error(`demo image renderer exited with code ${code}`)));
      }
    });
  });
}

/** The child's side: render, hand the images to the parent, exit. */
export async function serveDemoImages(render: () => Promise<ProcessedImage[][]>): Promise<never> {
  const rendered = await render();
  await new Promise<void>((resolve, reject) =>
    process.send!(rendered, (error: Error | null) => (error ? reject(error) : resolve())),
  );
  process.exit(0);
}

// Structured clone turns Buffers into plain Uint8Arrays.
const toBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
const variant = (v: ProcessedVariant): ProcessedVariant => ({ ...v, data: toBuffer(v.data) });
const toBuffers = (image: ProcessedImage): ProcessedImage => ({
  variants: image.variants.map(variant),
  jpeg: variant(image.jpeg),
});
