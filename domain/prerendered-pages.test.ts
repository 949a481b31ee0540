import { describe, expect, it } from 'vitest';
import {
  NOT_FOUND_PAGE,
  notFoundPage,
  PRERENDERED_PAGES,
  prerenderedHtml,
  prerenderedPageFor,
  publicPages,
  shellHtml,
  webManifest,
} from './prerendered-pages';
import { DEFAULT_SETTINGS, type ShopSettings } from './settings';

const COLINA: ShopSettings = {
  ...DEFAULT_SETTINGS,
  tienda: {
    ...DEFAULT_SETTINGS.tienda,
    nombre: 'Tienda "La Colina"',
    conjunto: 'Conjunto Altos de la Colina',
  },
  entrega: { ...DEFAULT_SETTINGS.entrega, promesa_minutos: 30 },
};

const SHELL = `<!doctype html><html lang="es"><head>
    <title>Shell</title>
    <meta
      name="description"
      content="shell description"
    />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="modulepreload" crossorigin href="/assets/react-Ab12.js">
  </head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('prerendered pages', () => {
  it('lists the five public pages with distinct titles and descriptions', () => {
    expect(PRERENDERED_PAGES.map((p) => p.path)).toEqual([
      '/inicio',
      '/quienes-somos',
      '/contacto',
      '/terminos',
      '/privacidad',
    ]);
    const all = [...PRERENDERED_PAGES, NOT_FOUND_PAGE];
    expect(new Set(all.map((p) => p.title)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.description)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.file)).size).toBe(all.length);
  });

  it.each([
    ['/inicio', 'inicio.html'],
    ['/terminos/', 'terminos.html'],
    ['/app', undefined],
    ['/inicio/otra', undefined],
  ])('finds the page of %s', (path, file) => {
    expect(prerenderedPageFor(path)?.file).toBe(file);
  });

  it('puts the markup in #root and the page head in place of the shell title', () => {
    const page = { ...NOT_FOUND_PAGE, title: 'Tom & "Jerry" <b>' };
    const html = prerenderedHtml(SHELL, page, '<main><h1>Hola $&</h1></main>');
    expect(html).toContain('<div id="root"><main><h1>Hola $&</h1></main></div>');
    expect(html).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;b&gt;</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Tom &amp; &quot;Jerry&quot; &lt;b&gt;" />',
    );
    expect(html).toContain(`<meta name="description" content="${NOT_FOUND_PAGE.description}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('Shell');
    expect(html).not.toContain('shell description');
    // The app's script is fetched after the first paint by the inline boot script.
    expect(html).not.toContain('<script type="module"');
    expect(html).toMatch(
      /<html data-app-entry="\/assets\/index.js" data-ajustes="[^"]+" lang="es">/,
    );
    expect(html).toContain('<link rel="manifest"');
    expect(html).not.toContain('modulepreload');
  });

  it('inlines the stylesheet in place of its link', () => {
    const shell = SHELL.replace('</head>', '<link rel="stylesheet" href="/assets/i.css"></head>');
    const html = prerenderedHtml(shell, NOT_FOUND_PAGE, '<h1>x</h1>', 'h1{color:red}');
    expect(html).toContain('<style>h1{color:red}</style></head>');
    expect(html).not.toContain('i.css');
    expect(() => prerenderedHtml(shell, NOT_FOUND_PAGE, 'x', 'a{}</style><b>')).toThrow();
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => prerenderedHtml('<html></html>', NOT_FOUND_PAGE, 'x')).toThrow();
  });

  it('titles and describes the pages with the shop settings', () => {
    const pages = publicPages(COLINA);
    expect(pages.map((p) => p.path)).toEqual(PRERENDERED_PAGES.map((p) => p.path));
    expect(pages[0]).toMatchObject({
      title: 'Tienda "La Colina" · Tu supermercado en casa, en 30 minutos',
      description: expect.stringContaining(
        'Conjunto Altos de la Colina en Bogotá, entregado en tu apartamento en máximo 30 minutos',
      ),
    });
    for (const page of [...pages.slice(1), notFoundPage(COLINA)])
      expect(page.title).toMatch(/ · Tienda "La Colina"$/);
    expect(JSON.stringify(pages)).not.toContain(DEFAULT_SETTINGS.tienda.nombre);
  });

  it('embeds the settings it was drawn with and names the site after the shop', () => {
    const data = { ajustes: COLINA, ventana: { open: '07:00', close: '21:00' }, categorias: [] };
    const html = prerenderedHtml(SHELL, notFoundPage(COLINA), '<h1>x</h1>', undefined, data);
    expect(html).toContain(
      '<meta property="og:site_name" content="Tienda &quot;La Colina&quot;" />',
    );
    const attribute = /data-ajustes="([^"]*)"/.exec(html)?.[1] ?? '';
    const decoded = attribute
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual(data);
  });

  it('puts the shop name and promise in the shell and the manifest', () => {
    const shell = `${SHELL.replace('</head>', '<meta name="apple-mobile-web-app-title" content="SuperConjunto" /></head>')}`;
    const html = shellHtml(shell, COLINA);
    expect(html).toContain(
      '<title>Tienda &quot;La Colina&quot; · Tu supermercado en casa, en 30 minutos</title>',
    );
    expect(html).toMatch(
      /name="description"\s+content="El mercado del Conjunto Altos de la Colina/,
    );
    expect(html).toContain(
      '<meta name="apple-mobile-web-app-title" content="Tienda &quot;La Colina&quot;" />',
    );
    expect(html).toContain('<div id="root"></div>');
    expect(
      webManifest(
        { name: 'SuperConjunto', short_name: 'SuperConjunto', start_url: '/app' },
        COLINA,
      ),
    ).toEqual({
      name: 'Tienda "La Colina"',
      short_name: 'Tienda "La Colina"',
      description: 'Tu supermercado en casa, en 30 minutos',
      start_url: '/app',
    });
  });
});
