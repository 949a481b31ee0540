import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import { GlobalWidgets } from './global-widgets';
import { seedShopSettings } from './shop-settings';

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <GlobalWidgets />
    </MemoryRouter>,
  );

describe('GlobalWidgets', () => {
  it('offers the assistant and WhatsApp on the store', () => {
    // A shop with a WhatsApp number of its own (issue 41: none by default); set here, not left
    // to whichever file ran before in this worker.
    seedShopSettings({
      ...DEFAULT_SETTINGS,
      contacto: { ...DEFAULT_SETTINGS.contacto, whatsapp: '573001234567' },
    });
    at('/app');
    expect(screen.getByRole('complementary', { name: 'Ayuda y soporte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toBeInTheDocument();
  });

  it('offers no assistant nor WhatsApp on the setup of a shop that does not exist yet', () => {
    at('/configuracion-inicial');
    expect(screen.queryByRole('complementary', { name: 'Ayuda y soporte' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abrir el asistente' })).toBeNull();
  });
});
