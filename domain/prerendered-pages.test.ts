import { describe, expect, it } from 'vitest';
import {
  NOT_FOUND_PAGE,
  PRERENDERED_PAGES,
  prerenderedHtml,
  prerenderedPageFor,
} from './prerendered-pages';

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
    expect(html).toContain('<html data-app-entry="/assets/index.js" lang="es">');
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
});
