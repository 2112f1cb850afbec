/** How long a page waits for the worker at most. */
const WAIT_LIMIT_MS = 600;

/**
 * ICU, which every Intl formatter uses, loads its data the first time a page builds a date or number formatter:
 * 25–55 ms of this machine's main thread in a fresh page, four times that on a phone, in the very task that makes
 * the page interactive. ICU keeps that data for the whole page process, so a worker that formats first takes the
 * cost off the main thread: the page's own first formatter then costs under a millisecond (docs/decisions/035).
 *
 * Resolves when the worker is done, when it fails (the page then pays as before) or after `WAIT_LIMIT_MS`, so a slow
 * network never holds a page's buttons back for it. A worker still loading at the limit is left to finish, not
 * terminated: ICU's data is the page process's, so a late warm-up still spares the page's later formatters, and a
 * script download cancelled half-way would only have been wasted.
 */
export function warmIntlOffMainThread(): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const timer = setTimeout(resolve, WAIT_LIMIT_MS);
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    try {
      worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url));
      worker.addEventListener('message', done, { once: true });
      worker.addEventListener('error', done, { once: true });
    } catch {
      done();
    }
  });
}
