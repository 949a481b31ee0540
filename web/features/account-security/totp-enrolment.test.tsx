import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { mockFetch, renderWithSession } from '../../app/session-testing';
import { groupsOfFour, TotpEnrolment } from './totp-enrolment';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn(), sessionExpired: vi.fn() },
}));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const START = {
  secreto: SECRET,
  uri: `otpauth://totp/Tienda:admin?secret=${SECRET}`,
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
};

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
});

describe('authenticator enrolment', () => {
  it('shows the QR as an image with a text alternative and the secret in groups of four', async () => {
    api.reply(200, START);
    renderWithSession(<TotpEnrolment onEnrolled={vi.fn()} />);
    const qr = await screen.findByRole('img', { name: /Código QR/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByTestId('totp-secreto')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupsOfFour('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(api.fetchMock.mock.calls[0]?.[0]).toBe('/auth/factor/totp/inscribir');
    expect(api.body(0)).toEqual({});
  });

  it("adds a factor to the signed-in account and shows the server's refusal", async () => {
    const user = userEvent.setup();
    const onEnrolled = vi.fn();
    api.reply(200, START);
    renderWithSession(<TotpEnrolment onEnrolled={onEnrolled} />);
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '111111');
    api.reply(401, { error: ACCOUNT_MESSAGES.factor.codeInvalid, code: 'FACTOR_INVALID' });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.factor.codeInvalid)).toBeInTheDocument();
    expect(api.body(1)).toEqual({ codigo: '111111' });

    const answer = { success: true, message: ACCOUNT_MESSAGES.factor.totpEnrolled, codigos_recuperacion: null };
    api.reply(200, answer);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(onEnrolled).toHaveBeenCalledWith(answer));
  });

  it('offers a retry when the QR could not be prepared', async () => {
    const user = userEvent.setup();
    api.fail();
    renderWithSession(<TotpEnrolment onEnrolled={vi.fn()} />);
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    api.reply(200, START);
    await user.click(retry);
    expect(await screen.findByRole('img', { name: /Código QR/ })).toBeInTheDocument();
  });
});
