import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** domain/ modules the shop uses; admin-only rules (admin-*, profitability) stay with the admin. */
const SHOP_DOMAIN = /[\\/]domain[\\/](?!admin-|profitability)[a-z-]+\.ts$/;

// The SPA lives in web/; the server serves dist/web in production and proxies nothing in dev
// (scripts/dev.mjs runs Vite with a proxy to the API server).
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Left to itself the bundler cuts every module the store shares with an admin section
        // (react-query's hooks, domain/dates …) into its own tiny chunk, so the store's first paint
        // fetched a dozen admin-shaped fragments. These groups keep what the shop needs in chunks
        // of its own: the admin sections import them, never the other way round.
        codeSplitting: {
          groups: [
            // React first: the query group would otherwise take it along as a dependency, and
            // every page (the public ones too) would fetch react-query to get React.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            { name: 'shop-domain', test: SHOP_DOMAIN, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '^/(api|auth|orders|productos|productos-con-descuentos|paquetes|chat|admin)(/|$|\\?)': {
        target: 'http://127.0.0.1:3000',
      },
    },
  },
});
