import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startServiceWorker } from './app/pwa-update';
import { AppRoutes } from './app/router';
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
// instead of drawing it again; every other page starts from an empty shell.
// Hydration waits for the first frame, so the page's text is painted before React's work.
if (container.firstElementChild)
  requestAnimationFrame(() => setTimeout(() => hydrateRoot(container, app), 0));
else createRoot(container).render(app);

startServiceWorker();
