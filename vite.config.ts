import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  DEFAULT_PAGE_DATA,
  NOT_FOUND_PAGE,
  PRERENDERED_PAGES,
  prerenderedHtml,
  type PageData,
} from './domain/prerendered-pages';

/** Where `npm run build`'s first step (`vite build --ssr`) puts the page renderer. */
const PRERENDER_ENTRY = resolve(import.meta.dirname, 'dist', 'prerender', 'prerender.js');

/**
 * Writes the public pages and the 404 page as HTML next to index.html once the client bundle is
 * written (before the service worker is generated, so it precaches them too).
 */
/**
 * Inlines web/public/theme.js where index.html loads it: the dark-mode class must be set before
 * the first paint, and inline it costs no render-blocking request (the server allows exactly this
 * script by its hash, server/http/inline-scripts.ts).
 */
function inlineThemeScript(): Plugin {
  return {
    name: 'superconjunto:inline-theme',
    apply: 'build',
    transformIndexHtml(html) {
      const code = readFileSync(resolve(import.meta.dirname, 'web', 'public', 'theme.js'), 'utf8');
      return html.replace('<script src="/theme.js"></script>', () => `<script>${code}</script>`);
    },
  };
}

function prerenderPublicPages(): Plugin {
  return {
    name: 'superconjunto:prerender',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir ?? resolve(import.meta.dirname, 'dist', 'web');
      if (!existsSync(PRERENDER_ENTRY)) {
        this.warn('dist/prerender is missing: the public pages are not prerendered');
        return;
      }
      const { renderPage } = (await import(
        `${pathToFileURL(PRERENDER_ENTRY).href}?t=${Date.now()}`
      )) as { renderPage(url: string, data: PageData): Promise<string> };
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      // The shell's one stylesheet, inlined into the pages (no request before their first paint).
      const cssHref = /<link rel="stylesheet"[^>]*\shref="\/([^"]+)"/.exec(shell)?.[1];
      const css = cssHref ? readFileSync(join(outDir, cssHref), 'utf8') : undefined;
      for (const page of [...PRERENDERED_PAGES, NOT_FOUND_PAGE]) {
        const markup = await renderPage(page.path, DEFAULT_PAGE_DATA);
        writeFileSync(join(outDir, page.file), prerenderedHtml(shell, page, markup, css));
      }
    },
  };
}

/** The API's public catalogue reads, the only API responses the service worker may keep. */
const PUBLIC_CATALOGUE = /^https?:\/\/[^/]+\/(?:productos-con-descuentos|paquetes)(?:\?.*)?$/;

/** Navigations answered by the app shell offline: the SPA's pages (not /api, /auth, sandbox …). */
const SPA_NAVIGATION =
  /^\/(?:|app|historial|payment-success|admin(?:\/.*)?|store|tienda|supermercado|productos|orders)\/?(?:\?.*)?$/;

// The SPA lives in web/; the server serves dist/web in production and proxies nothing in dev
// (scripts/dev.mjs runs Vite with a proxy to the API server).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: isSsrBuild ? false : 'public',
  // react-router's package points every bundler at its development build (warnings and checks
  // included); the browser bundle takes the production build it ships beside it (issue 42).
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          {
            find: /^react-router$/,
            replacement: resolve(
              import.meta.dirname,
              'node_modules/react-router/dist/production/index.mjs',
            ),
          },
        ],
      },
  plugins: [
    react(),
    tailwindcss(),
    !isSsrBuild && inlineThemeScript(),
    !isSsrBuild && prerenderPublicPages(),
    // The installable app's service worker (Workbox). The manifest is web/public's file; the app
    // registers the worker itself after load (web/app/pwa-register.ts) and offers "Actualizar".
    !isSsrBuild &&
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
        filename: 'sw.js',
        workbox: {
          // The shell, every page's code and the icons; not the admin's charts (recharts, 130 KB),
          // which no resident needs, nor the product photos (cached as they are seen).
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          globIgnores: ['**/profitability-charts-*.js', 'img/**', '404.html'],
          // Page URLs of the SPA open the shell; API paths and server pages never do.
          navigateFallback: '/index.html',
          navigateFallbackAllowlist: [SPA_NAVIGATION],
          clientsClaim: true,
          // A tap on an order notification opens the order (issue 24).
          importScripts: ['/sw-avisos.js'],
          cleanupOutdatedCaches: true,
          runtimeCaching: [
            {
              // Only the public catalogue (the same for everyone) is kept for offline use; nothing
              // else of the API, so no resident's private data is ever stored by the worker.
              urlPattern: PUBLIC_CATALOGUE,
              handler: 'NetworkFirst',
              method: 'GET',
              options: {
                cacheName: 'catalogo',
                networkTimeoutSeconds: 4,
                expiration: { maxEntries: 4 },
                cacheableResponse: { statuses: [200] },
              },
            },
            {
              urlPattern: /^[^?]*\/img\/[^?]+\.(?:png|jpe?g|webp|svg)$/,
              handler: 'StaleWhileRevalidate',
              options: {
                cacheName: 'imagenes',
                expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
                cacheableResponse: { statuses: [200] },
              },
            },
          ],
        },
      }),
  ],
  build: {
    outDir: isSsrBuild ? '../dist/prerender' : '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    target: 'es2022',
    // Every browser that runs es2022 modules knows <link rel="modulepreload">: no polyfill in the
    // entry chunk that the first paint of every page downloads.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // React and react-query in chunks of their own. domain/ is left to the bundler (issue
            // 42): one "shop-domain" chunk of every domain module put zod and the admin's rules
            // on the store's first paint; split by use, each screen takes only the rules it uses.
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
}));
