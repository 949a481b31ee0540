import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { PAGE_PATHS } from '../../domain/routes';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import { AppRoutes } from './router';
import { seedShopSettings } from './shop-settings';

function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output data-testid="location" data-navigation={type}>
      {location.pathname + location.search}
    </output>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const WAIT = { timeout: 5000 };

describe('routes', () => {
  it.each([
    ['/store', '/app'],
    ['/tienda', '/app'],
    ['/supermercado', '/app'],
    ['/productos', '/app'],
    ['/orders', '/historial'],
    ['/nosotros', '/quienes-somos'],
  ])('replace-redirects %s to %s', async (from, to) => {
    renderAt(`${from}?mensaje=SUP-001`);
    const probe = screen.getByTestId('location');
    await waitFor(() => expect(probe).toHaveTextContent(`${to}?mensaje=SUP-001`));
    expect(probe).toHaveAttribute('data-navigation', 'REPLACE');
    await screen.findByRole('heading', { level: 1 }, WAIT);
  });

  it('shows the 404 page for an unknown path', async () => {
    renderAt('/no-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Página no encontrada · SuperConjunto'));
  });

  it.each([
    ['/', 'Inicia sesión'],
    ['/app', 'Inicia sesión'],
    ['/inicio', /Tu mercado en la puerta de tu apartamento en máximo 20 minutos/],
    ['/quienes-somos', 'Quiénes somos'],
    ['/contacto', 'Contacto'],
    ['/terminos', 'Términos y Condiciones'],
    ['/privacidad', 'Política de Privacidad'],
    ['/payment-success', 'Confirmación de pago'],
    // Signed out, the history says it needs a session and sends the visitor to the login at /.
    ['/historial', 'Inicia sesión'],
    // Signed out, the admin guard sends the visitor to the login.
    ['/admin', 'Inicia sesión'],
  ])('renders %s', async (path, heading) => {
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, WAIT),
    ).toBeInTheDocument();
  });

  it('shows the shop’s WhatsApp link on every page', async () => {
    seedShopSettings({ ...DEFAULT_SETTINGS, contacto: { ...DEFAULT_SETTINGS.contacto, whatsapp: '573109876543' } });
    renderAt('/terminos');
    await screen.findByRole('heading', { level: 1 }, WAIT);
    const link = screen.getByRole('link', { name: 'Escríbenos por WhatsApp' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/573109876543\?text=/);
    seedShopSettings(DEFAULT_SETTINGS);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it.each(PAGE_PATHS.map((path) => [path]))('knows the page path %s', async (path) => {
    renderAt(path);
    const heading = await screen.findByRole('heading', { level: 1 }, WAIT);
    expect(heading).not.toHaveTextContent('Página no encontrada');
  });
});
