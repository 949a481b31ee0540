import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PageData } from '../domain/prerendered-pages';
import { seedServiceHours } from './app/published-hours';
import { AppRoutes } from './app/router';
import { seedPageCategories } from './app/page-categories';
import { seedShopSettings } from './app/shop-settings';

/**
 * The page renderer (`vite build --ssr`): the markup of one page of the app for the given settings,
 * waiting for its lazy chunks, so the public pages ship as HTML. The build draws them with the
 * defaults; the server draws them again with the saved settings (server/http/public-pages.ts).
 * main.tsx hydrates it in the browser. Calls must not overlap: the settings are module state.
 */
export async function renderPage(url: string, data: PageData): Promise<string> {
  seedShopSettings(data.ajustes);
  seedServiceHours(data.ventana);
  seedPageCategories(data.categorias);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
