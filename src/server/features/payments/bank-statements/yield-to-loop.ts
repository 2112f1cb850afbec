import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a statement may hold the event loop before it lets other requests (health, pages) run. */
const SLICE_MS = 15;

/**
 * Reading a 10 MB statement takes a while; done in one go it would stall every other request (docs/product.md §6
 * "Bank statements": health answers within 200 ms during an import). Call the returned function often: every
 * SLICE_MS of work it waits one turn of the event loop.
 */
export function loopYielder(): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}
