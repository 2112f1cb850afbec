import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

/**
 * Four builds (scripts/build.mjs runs them in turn):
 * - `app` (React): login, admin and verification pages, lazily split. Visitors of the public
 *   pages never load it.
 * - `buyer`: the signing and payment pages a buyer opens from an email on their phone, with Preact like the
 *   public build and without a router (docs/decisions/032).
 * - `public`: the server-rendered shop window, hydrated with Preact through its React-compatible API,
 *   so a phone downloads a few kilobytes of framework instead of React DOM (docs/decisions/008).
 * - `--ssr`: the same public components rendered to HTML on the server, also with Preact.
 * The server writes the HTML itself from the manifests, so there is no index.html.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ mode, isSsrBuild }): UserConfig => {
  const publicBuild = isSsrBuild || mode === 'public';
  const buyerBuild = mode === 'buyer';
  const entry = publicBuild ? 'public' : buyerBuild ? 'buyer' : 'app';
  return {
    plugins: [react(), tailwindcss()],
    publicDir: entry === 'app' ? 'src/web/public-assets' : false,
    resolve: publicBuild || buyerBuild ? { alias: PREACT_ALIASES } : undefined,
    build: isSsrBuild
      ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false, target: 'node20' }
      : {
          outDir: 'dist/client',
          // The app build runs first and starts from an empty folder; the others add to it.
          emptyOutDir: entry === 'app',
          manifest: `.vite/manifest-${entry}.json`,
          target: 'es2022',
          // The buyer pages carry their whole (small) stylesheet inline: one sheet, never a dependency of a lazy chunk
          // (which would make Vite link it again when the chunk loads, docs/decisions/034).
          cssCodeSplit: !buyerBuild,
          rollupOptions: {
            input: { [entry]: `src/web/entry-${entry}.tsx` },
          },
        },
    // TanStack Query goes into the bundle so that it too meets Preact through the aliases (docs/decisions/034).
    ssr: isSsrBuild
      ? { noExternal: ['preact', 'preact-render-to-string', '@tanstack/react-query', '@tanstack/query-core'] }
      : undefined,
  };
});
