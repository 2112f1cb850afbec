import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two browser entries: `public` (the server-rendered shop window, hydrated) and `app`
 * (login, admin, signing, payment; lazily split). Visitors of the public pages never load `app`.
 * The server writes the HTML itself from the manifest, so there is no index.html.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  publicDir: 'src/web/public-assets',
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        cssCodeSplit: true,
        rollupOptions: {
          input: { public: 'src/web/entry-public.tsx', app: 'src/web/entry-app.tsx' },
        },
      },
  ssr: { noExternal: isSsrBuild ? [] : undefined },
}));
