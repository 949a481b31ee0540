import { afterEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { LandingPage } from './landing-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../../domain/settings';
import { seedPageCategories } from '../../app/page-categories';
import { seedShopSettings } from '../../app/shop-settings';

const WITH_CONTACT: ShopSettings = {
  ...DEFAULT_SETTINGS,
  contacto: { telefono: '', whatsapp: '573109876543', correo: 'hola@lacolina.co' },
  legal: { razon_social: 'Mercados La Colina S.A.S.', nit: '900.123.456-8' },
};

afterEach(() => {
  seedShopSettings(DEFAULT_SETTINGS);
  seedPageCategories([]);
});

function renderPage(page: ReactElement, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

function sectionHeadings() {
  return within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
}

describe('Términos y Condiciones', () => {
  it('has 12 numbered sections and its update date', () => {
    renderPage(<TermsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Términos y Condiciones' }),
    ).toBeInTheDocument();
    const headings = sectionHeadings();
    expect(headings).toHaveLength(12);
    headings.forEach((heading, index) =>
      expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. `)),
    );
    // Issue 40: one date for every legal page (the policy version residents accept).
    expect(screen.getByText('Última actualización: julio de 2025')).toBeInTheDocument();
  });

  it('states the minimums and shipping the shop enforces', () => {
    renderPage(<TermsPage />);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Pago en efectivo contra entrega: $ 5.000');
    expect(main).toHaveTextContent('(tarjeta, PSE, Nequi o DaviPlata): $ 20.000');
    expect(main).toHaveTextContent(
      '$ 2.000 cuando el subtotal es menor a $ 15.000; envío gratis desde $ 15.000',
    );
    expect(main).toHaveTextContent('Pedidos pagados en línea: envío gratis.');
    expect(main).toHaveTextContent('en máximo 20 minutos');
    expect(main).toHaveTextContent('3 a 5 días hábiles');
    expect(main).toHaveTextContent('lunes a domingo, de 6:00 a. m. a 11:00 p. m.');
  });

  it('states the points rules from the settings and sends the rewards to Tus canjes', () => {
    renderPage(<TermsPage />);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('PLATA desde 500 puntos (×1,2) y ORO desde 1500 puntos (×1,5)');
    // The rewards live in the database (Canjes): no launch table that could disagree with them.
    expect(main).toHaveTextContent('en «Tus canjes» ves cada opción');
    expect(main).not.toHaveTextContent('$ 2.200 de descuento');
  });
});

describe('Política de Privacidad', () => {
  it('has 13 numbered sections under Ley 1581 de 2012', () => {
    renderPage(<PrivacyPage />);
    expect(sectionHeadings()).toHaveLength(13);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Ley 1581 de 2012');
    expect(main).toHaveTextContent('Decreto 1377 de 2013');
    expect(main).toHaveTextContent('15 días hábiles');
    expect(main).toHaveTextContent('lunes a viernes, de 8:00 a. m. a 6:00 p. m.');
    expect(main).toHaveTextContent('Historial de pedidos: 5 años');
    // The same policy version Mi cuenta shows with the consent (2025-07), never an older date.
    expect(screen.getByText('Última actualización: julio de 2025')).toBeInTheDocument();
    expect(main).not.toHaveTextContent('enero de 2024');
  });
});

describe('Contacto', () => {
  it('offers a mailto link, a WhatsApp chat link, the area and the hours', () => {
    seedShopSettings(WITH_CONTACT);
    renderPage(<ContactPage />);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'hola@lacolina.co' })).toHaveAttribute(
      'href',
      'mailto:hola@lacolina.co',
    );
    const chat = within(main).getByRole('link', { name: 'Abrir chat de WhatsApp' });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/573109876543/);
    expect(main).toHaveTextContent('+57 310 987 6543');
    expect(
      within(main)
        .getAllByRole('listitem')
        .filter((li) => /^Torre \d$/.test(li.textContent ?? '')),
    ).toHaveLength(5);
    expect(main).toHaveTextContent('Lunes a domingo');
    expect(main).toHaveTextContent('6:00 a. m. a 11:00 p. m.');
  });

  it('offers no WhatsApp nor e-mail a shop was never given (issue 41)', () => {
    renderPage(<ContactPage />);
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('link', { name: 'Abrir chat de WhatsApp' })).toBeNull();
    expect(main.innerHTML).not.toMatch(/mailto:|wa\.me|superconjunto\.co/);
  });
});

describe('Inicio', () => {
  it('links the hero to the shop and to the about page', () => {
    renderPage(<LandingPage />, '/inicio');
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute('href', '/app');
    expect(screen.getByRole('link', { name: 'Conoce más' })).toHaveAttribute(
      'href',
      '/quienes-somos',
    );
  });

  it('shows three benefits and the shop’s own categories leading to the shop on each', () => {
    seedPageCategories(['Frutas y verduras', 'Mascotas']);
    renderPage(<LandingPage />, '/inicio');
    for (const name of ['Entrega rápida', 'Especializados en las torres', 'Mejores precios']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    // Issue 41: never a built-in list the shop may not have.
    for (const name of ['Lácteos y bebidas', 'Panadería', 'Carnes', 'Aseo'])
      expect(screen.queryByRole('link', { name: new RegExp(`^${name}`) })).toBeNull();
    for (const name of ['Frutas y verduras', 'Mascotas']) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        `/app?categoria=${encodeURIComponent(name).replace(/%20/g, '+')}`,
      );
    }
  });
});

describe('PublicLayout', () => {
  it('opens and closes the mobile menu from the keyboard', async () => {
    const user = userEvent.setup();
    renderPage(<AboutPage />, '/quienes-somos');
    const button = screen.getByRole('button', { name: 'Abrir menú' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = screen.getByRole('navigation', { name: 'Menú móvil' });
    expect(within(menu).getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Menú móvil' })).not.toBeInTheDocument();
  });

  it('has a skip link to the main content and footer links to the legal pages', () => {
    renderPage(<AboutPage />, '/quienes-somos');
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute(
      'href',
      '#contenido',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos',
    );
    expect(within(footer).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacidad',
    );
  });

  it('marks the page interactive once React has it, and unmarks it when it leaves', () => {
    const html = document.documentElement;
    const { unmount } = renderPage(<AboutPage />, '/quienes-somos');
    expect(html).toHaveAttribute('data-interactive');
    unmount();
    expect(html).not.toHaveAttribute('data-interactive');
  });
});
