import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, mockFetch, renderWithSession, saveSession } from '../../app/session-testing';
import { SandboxNotice } from './sandbox-notice';

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  saveSession(ADMIN);
  api = mockFetch();
  api.reply(200, { user: ADMIN });
});

const answer = (pagos_prueba: boolean) => ({ steps: [], done: 3, visible: false, pagos_prueba });

// Issue 46: the panel says plainly that sandbox payments charge nothing, and how to connect Wompi.
describe('the sandbox notice', () => {
  it('says in one line that nothing is charged, and opens to how to connect Wompi', async () => {
    api.reply(200, answer(true));
    renderWithSession(<SandboxNotice />, { path: '/admin/*', at: '/admin/entregas' });
    const line = await screen.findByText('Pagos de prueba: nada se cobra');
    const how = screen.getByText(/PAYMENTS_PROVIDER=wompi con sus llaves WOMPI_\* \(README, "Paying online"\)/);
    expect(how).not.toBeVisible();
    await userEvent.setup().click(line);
    expect(how).toBeVisible();
    expect(screen.getByText(/ningún dinero llega a la tienda/)).toBeVisible();
  });

  it('shows nothing when the shop takes real payments', async () => {
    api.reply(200, answer(false));
    renderWithSession(<SandboxNotice />, { path: '/admin/*', at: '/admin/entregas' });
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('Pagos de prueba: nada se cobra')).not.toBeInTheDocument();
  });
});
