import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startServiceWorker } from './app/pwa-start';
import { AppRoutes } from './app/router';
import { requestShopSettings } from './app/shop-settings';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// The public pages arrive rendered at build time (web/prerender.tsx): take over that markup
// instead of drawing it again; every other page starts from an empty shell. Either way this runs
// on a parsed document: the shell loads it as a deferred module, and web/public/theme.js adds it to
// a prerendered page only after DOMContentLoaded (earlier, #root could still be half read).
// Hydration waits for the first frame, so the page's text is painted before React's work, and
// runs as a transition: React then hydrates in short slices that yield to the browser (a default
// hydration is one uninterrupted task, the longest of the page's load on a phone). The shell of
// the other pages is drawn as a transition too, for the same reason.
if (container.firstElementChild)
  requestAnimationFrame(() =>
    setTimeout(() => startTransition(() => void hydrateRoot(container, app)), 0),
  );
else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

// The shop's current settings (issue 26): a page drawn earlier (or kept by the service worker)
// corrects its names and figures when they arrive.
void requestShopSettings();
startServiceWorker();
