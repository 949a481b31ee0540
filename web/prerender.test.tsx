import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_DATA, type PageData } from '../domain/prerendered-pages';
import { DEFAULT_SETTINGS, type ShopSettings } from '../domain/settings';
import { renderPage } from './prerender';

// Issue 26: the server draws the public pages again with the saved settings; every fact they
// print (name, complex, promise, hours, fees, minimums, points, contact, towers) comes from them.
const colina: ShopSettings = {
  ...DEFAULT_SETTINGS,
  tienda: {
    ...DEFAULT_SETTINGS.tienda,
    nombre: 'Tienda La Colina',
    conjunto: 'Conjunto Altos de la Colina',
    torres: 3,
  },
  entrega: { ...DEFAULT_SETTINGS.entrega, promesa_minutos: 35 },
  envio: { tarifa_efectivo: 3_500, gratis_desde: 40_000 },
  minimos: { efectivo: 8_000, digital: 25_000 },
  puntos: {
    ...DEFAULT_SETTINGS.puntos,
    pesos_por_punto: 1_500,
    plata_desde: 700,
    multiplicador_plata: 13,
  },
  contacto: { telefono: '+57 310 987 6543', whatsapp: '573109876543', correo: 'hola@lacolina.co' },
  legal: { razon_social: 'Mercados La Colina S.A.S.', nit: '900.123.456-8' },
};
const data: PageData = {
  ajustes: colina,
  ventana: { open: '07:00', close: '21:00' },
  categorias: ['Frutas', 'Mascotas'],
};
// Issue 41: what a shop that was never given a contact nor an operator must not borrow.
const DEMO_IDENTITY = [
  '300 123 4567',
  '573001234567',
  'superconjunto.co',
  'SuperConjunto S.A.S',
  '901.555.123',
];

// React escapes text; times carry narrow no-break spaces ('7:00 a. m.').
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ');

describe('public pages drawn with the saved settings', () => {
  it('prints the terms with the settings, not the launch figures', async () => {
    const html = text(await renderPage('/terminos', data));
    for (const fact of [
      'Tienda La Colina',
      'Conjunto Altos de la Colina',
      'máximo 35 minutos',
      '7:00 a. m. a 9:00 p. m.',
      '3.500',
      '40.000',
      '8.000',
      '25.000',
      '700 puntos (×1,3)',
      '1.500',
      'hola@lacolina.co',
      'WhatsApp al +57 310 987 6543',
      'https://wa.me/573109876543',
      'cualquiera de las 3',
      'operada por Mercados La Colina S.A.S., NIT 900.123.456-8',
    ])
      expect(html, fact).toContain(fact);
    expect(html).not.toContain('SuperConjunto');
    for (const old of ['Torres del Parque', '20 minutos', '2.000', '6:00 a. m.', ...DEMO_IDENTITY])
      expect(html, old).not.toContain(old);
    // The rewards live in the database: the text points to them instead of the launch table.
    expect(html).not.toContain('2.200');
  });

  it('prints the contact page and the landing page with the saved contact and towers', async () => {
    const contact = text(await renderPage('/contacto', data));
    expect(contact).toContain('mailto:hola@lacolina.co');
    expect(contact).toContain('Torre 3');
    expect(contact).not.toContain('Torre 4');
    const landing = text(await renderPage('/inicio', data));
    expect(landing).toContain('Tienda La Colina');
    expect(landing).toContain('Conocemos las 3 torres');
    // The landing lists the shop's own categories, not a built-in list (issue 41).
    expect(landing).toContain('/app?categoria=Frutas');
    expect(landing).toContain('>Mascotas<');
    for (const other of ['Lácteos', 'Panadería', 'Carnes', 'Aseo']) expect(landing, other).not.toContain(other);
    for (const page of [contact, landing, text(await renderPage('/privacidad', data))]) {
      expect(page).toContain('Mercados La Colina S.A.S.');
      for (const demo of DEMO_IDENTITY) expect(page, demo).not.toContain(demo);
    }
    expect(landing).not.toContain('SuperConjunto');
  });

  it('prints the launch facts with the defaults, as the build does', async () => {
    const html = text(await renderPage('/quienes-somos', DEFAULT_PAGE_DATA));
    expect(html).toContain('SuperConjunto');
    expect(html).toContain('20 minutos');
  });

  it('shows no contact nor operator a shop was never given: no borrowed WhatsApp, e-mail or NIT', async () => {
    for (const path of ['/inicio', '/contacto', '/terminos', '/privacidad', '/quienes-somos']) {
      const html = text(await renderPage(path, DEFAULT_PAGE_DATA));
      for (const demo of DEMO_IDENTITY) expect(html, `${path}: ${demo}`).not.toContain(demo);
      expect(html, path).not.toContain('wa.me');
      expect(html, path).not.toContain('mailto:');
    }
  });
});
