import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One full garbage collection, once start-up's heavy work is done. Creating a new embedded database runs
 * PostgreSQL's initdb in a WebAssembly instance of its own (~500 MB of memory) that is garbage as soon as it
 * finishes, and seeding the demo receives its images from a child process; V8 frees such memory only at its next
 * major collection, which an idle server may not reach for a long time. Measured (docs/performance.md): a fresh
 * PGlite start held 650–700 MB in about half the runs instead of ~350 MB.
 */
export function collectGarbage(): void {
  // `gc` is exposed only to contexts created after the flag is set, hence the new context.
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}
