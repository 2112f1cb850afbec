import { createBrowserRouter } from 'react-router';

/**
 * Routes of the `app` bundle. Each area is a lazy chunk: visitors of the login or verification pages never download
 * the admin. The signing and payment pages are the buyer bundle's (entry-buyer.tsx, docs/decisions/032). The server's page shells preload each
 * route's chunk (APP_ROUTE_CHUNKS in src/server/lib/html/web-bundle.ts): a new lazy route is listed there too.
 */
export const router = createBrowserRouter([
  {
    // Nothing to draw until the page's chunk has run (its shell preloads it, so this is a blink). Declared so that
    // React Router does not warn on every first load that the fallback is missing.
    HydrateFallback: () => null,
    children: [
      { path: '/login', lazy: () => import('./features/auth/routes').then((m) => ({ Component: m.LoginPage })) },
      // The reset page is also at /ca/reset-password and /en/reset-password (docs/product.md §11).
      ...['/reset-password', '/ca/reset-password', '/en/reset-password'].map((path) => ({
        path,
        lazy: () => import('./features/auth/routes').then((m) => ({ Component: m.ResetPasswordPage })),
      })),
      { path: '/cms/*', lazy: () => import('./admin-routes').then((m) => ({ Component: m.AdminArea })) },
      { path: '/admin/*', lazy: () => import('./admin-routes').then((m) => ({ Component: m.AdminArea })) },
      // The verification page in every language, and at its English path (docs/product.md §5.5, §11.2).
      ...['/verificar', '/ca/verificar', '/en/verificar', '/en/verify'].map((path) => ({
        path,
        lazy: () => import('./features/verify/routes').then((m) => ({ Component: m.VerifyPage })),
      })),
    ],
  },
]);
