import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { ADMIN, mockFetch, renderWithSession, saveSession } from '../../app/session-testing';
import { toast } from '../../ui/toast';
import { FactorsPanel } from './factors-panel';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn(), sessionExpired: vi.fn() },
}));

const APP = { id: 3, tipo: 'totp', nombre: 'App de autenticación', creado: '2026-12-01T15:00:00.000Z', ultimo_uso: null };
const KEY = { id: 4, tipo: 'passkey', nombre: 'iPhone de Ana', creado: '2026-12-02T15:00:00.000Z', ultimo_uso: '2026-12-07T14:00:00.000Z' };
const CODES = Array.from({ length: 10 }, (_, i) => `QRSTU-2345${i}`);

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
});

async function renderPanel(factores: object[], left = 10) {
  saveSession(ADMIN);
  api.reply(200, { user: ADMIN });
  api.reply(200, { factores, codigos_recuperacion_restantes: left });
  renderWithSession(<FactorsPanel />, { path: '/mi-cuenta' });
  await screen.findByText('App de autenticación');
}

const urls = () => api.fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('factors panel', () => {
  it('offers no way to remove the only factor and says how many codes are left', async () => {
    await renderPanel([APP], 1);
    expect(screen.queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Es tu único segundo factor/)).toBeInTheDocument();
    expect(screen.getByText('Te queda 1 código sin usar.')).toBeInTheDocument();
  });

  it('removes one of two factors after a confirmation', async () => {
    const user = userEvent.setup();
    await renderPanel([APP, KEY]);
    await user.click(screen.getByRole('button', { name: 'Quitar iPhone de Ana' }));
    const dialog = screen.getByRole('dialog', { name: '¿Quitar este factor?' });
    api.reply(200, { success: true, message: ACCOUNT_MESSAGES.factor.factorRemoved });
    api.reply(200, { factores: [APP], codigos_recuperacion_restantes: 10 });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, quitar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.factor.factorRemoved));
    expect(urls()).toContain('DELETE /api/factores/4');
    await waitFor(() => expect(screen.queryByText('iPhone de Ana')).not.toBeInTheDocument());
  });

  it('shows new recovery codes once, after a confirmation', async () => {
    const user = userEvent.setup();
    await renderPanel([APP], 2);
    await user.click(screen.getByRole('button', { name: 'Generar códigos nuevos' }));
    const dialog = screen.getByRole('dialog', { name: '¿Generar códigos nuevos?' });
    api.reply(200, { codigos_recuperacion: CODES });
    api.reply(200, { factores: [APP], codigos_recuperacion_restantes: 10 });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, generar' }));
    const list = await screen.findByRole('list', { name: 'Códigos de recuperación' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(urls()).toContain('POST /api/factores/codigos-recuperacion');
    await user.click(screen.getByRole('checkbox', { name: 'Guardé mis códigos' }));
    await user.click(screen.getByRole('button', { name: 'Listo' }));
    expect(await screen.findByText('Te quedan 10 códigos sin usar.')).toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
  });

  it('adds an authenticator app with the same enrolment, without a desafio', async () => {
    const user = userEvent.setup();
    await renderPanel([APP]);
    api.reply(200, { secreto: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://x', qr_svg: '<svg/>' });
    await user.click(screen.getByRole('button', { name: 'Agregar app de autenticación' }));
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '123456');
    api.reply(200, { success: true, message: ACCOUNT_MESSAGES.factor.totpEnrolled, codigos_recuperacion: null });
    api.reply(200, { factores: [APP, { ...APP, id: 5 }], codigos_recuperacion_restantes: 10 });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.factor.totpEnrolled));
    expect(api.body(2)).toEqual({});
    expect(api.body(3)).toEqual({ codigo: '123456' });
    expect(await screen.findAllByRole('button', { name: /^Quitar/ })).toHaveLength(2);
  });
});
