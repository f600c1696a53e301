import { defineConfig } from 'vite';

/**
 * The gateway serves the build at /app (`DASHBOARD`, on in sandbox mode). `npm run dev` serves
 * it on Vite's dev server instead and forwards the GraphQL endpoint and the page's config to a
 * gateway started with `npm start` (GATEWAY_URL to point elsewhere).
 */
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  base: '/app/',
  // Preact's JSX through Vite's own esbuild transform: no Babel plugin needed.
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Served under a strict CSP (script-src 'self'): no inline module-preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
      '/app/config.json': { target: gateway, changeOrigin: false },
    },
  },
});
