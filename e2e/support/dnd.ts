import type { Page } from 'playwright-core';

/**
 * After Space picks an item up: dnd-kit has announced it to screen readers, and two frames have passed, so it
 * has measured the items (it does so on the frame after the pick-up) and arrow keys move the item.
 */
export async function pickedUp(page: Page) {
  await page.getByText(/^Has cogido /).waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
