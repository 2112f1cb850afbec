import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

/**
 * Three builds (scripts/build.mjs runs them in turn):
 * - `app` (React): login, admin, signing and payment pages, lazily split. Visitors of the public
 *   pages never load it.
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
  return {
    plugins: [react(), tailwindcss()],
    publicDir: isSsrBuild || mode === 'public' ? false : 'src/web/public-assets',
    resolve: publicBuild ? { alias: PREACT_ALIASES } : undefined,
    build: isSsrBuild
      ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false, target: 'node20' }
      : {
          outDir: 'dist/client',
          // The app build runs first and starts from an empty folder; the public build adds to it.
          emptyOutDir: !publicBuild,
          manifest: publicBuild ? '.vite/manifest-public.json' : '.vite/manifest-app.json',
          target: 'es2022',
          cssCodeSplit: true,
          rollupOptions: {
            input: publicBuild ? { public: 'src/web/entry-public.tsx' } : { app: 'src/web/entry-app.tsx' },
          },
        },
    ssr: isSsrBuild ? { noExternal: ['preact', 'preact-render-to-string'] } : undefined,
  };
});
