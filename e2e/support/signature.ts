import type { Page } from 'playwright-core';

/** Draws a wavy stroke on the signing page's canvas, found by its accessible name (Spanish by default). */
export async function drawSignature(target: Page, area: RegExp = /Área de firma/) {
  const canvas = target.getByRole('img', { name: area });
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await target.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await target.mouse.down();
  for (let i = 1; i <= 20; i++) {
    await target.mouse.move(
      box.x + 30 + i * ((box.width - 60) / 20),
      box.y + box.height * (0.5 + 0.3 * Math.sin(i / 2)),
    );
  }
  await target.mouse.up();
}
