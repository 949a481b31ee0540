import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_UI } from '../../domain/push';
import { PushSwitch } from './push-switch';

/** Issue 41: the switch tells why switching on failed instead of blaming the connection. */
describe('the Web Push switch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    delete (window as { isSecureContext?: boolean }).isSecureContext;
  });

  it('says the browser blocked the notifications when the permission is refused', async () => {
    let permission: NotificationPermission = 'default';
    // A secure page (https), whatever another file of this worker left in the shared jsdom.
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', {
      get permission() {
        return permission;
      },
      requestPermission: async () => (permission = 'denied'),
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: new Promise(() => {}), getRegistration: async () => undefined },
    });
    const user = userEvent.setup();
    render(<PushSwitch door="admin" label={PUSH_UI.adminLabel} help={PUSH_UI.adminHelp} />);
    await user.click(await screen.findByRole('button', { name: 'Activar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu navegador bloqueó las notificaciones: permítelas en la configuración del sitio.',
    );
    expect(screen.queryByText(/Revisa tu conexión/)).toBeNull();
    // One message, not the load-time status too; no button that cannot work.
    expect(screen.queryByText(PUSH_UI.denied)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
