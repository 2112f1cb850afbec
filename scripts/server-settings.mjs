// How the server's process is started (docs/decisions/043, docs/performance.md): settings read only when a process
// starts. `npm start` sets them itself (package.json), start.mjs when started another way, and the tests' and bench's
// launcher (src/server/test/spawn-server.ts) for the built server; src/start-script.test.ts keeps the three equal.

/**
 * glibc gives threads malloc arenas of their own and keeps what image processing freed in each: one arena for the
 * whole process holds the least (two held ~200 MB less than glibc's default after image uploads; one holds another
 * ~10 MB less than two after a seeding start, with the same image throughput and peak). glibc also raises its mmap
 * threshold after a large block is freed, so later large blocks (compression, image bytes) fragment the heap instead
 * of going back to the system: a fixed 128 KB threshold keeps ~30 MB less after page views.
 */
export const GLIBC_MALLOC_SETTINGS = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * V8's young generation grows to 3 × 16 MB under a steady stream of requests and stays there: capped at 3 × 2 MB,
 * the server holds ~30 MB less after 400 page views and ~70 MB less after a burst of them, for no throughput a
 * page or API answer (served from the cache) loses that we could measure.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
