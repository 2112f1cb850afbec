// The site's Content-Security-Policy has no 'unsafe-eval'. zod 4 probes `new Function` once to decide whether to
// compile its parsers; the probe is caught, yet the browser reports a CSP violation for it (console, Lighthouse).
// zod reads its configuration from this global, shared by every copy of zod, so setting it before zod loads turns
// the probe and the compiling off without pulling zod into the entry chunk (zod-without-eval.test.ts checks it).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
export {};
