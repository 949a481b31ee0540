import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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
