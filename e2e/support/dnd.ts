import type { Page } from 'playwright-core';

/**
 * After Space picks an item up: dnd-kit has told screen readers the item is held (its live region says it was
 * picked up or is over a position), and two frames have passed, so it has measured the items (it does so on the
 * frame after the pick-up) and arrow keys move the item.
 */
export async function pickedUp(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[id^="DndLiveRegion"]')].some((region) =>
      /^(Has cogido |.+ está sobre |.+ no está sobre )/.test(region.textContent ?? ''),
    ),
  );
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
