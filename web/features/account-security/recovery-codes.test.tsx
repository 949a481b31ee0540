import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../ui/toast';
import { RecoveryCodes } from './recovery-codes';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn(), sessionExpired: vi.fn() },
}));

const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-2345${i}`);

beforeEach(() => vi.clearAllMocks());

describe('recovery codes', () => {
  it('lists the ten codes once and goes on only after "Guardé mis códigos"', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(<RecoveryCodes codes={CODES} onDone={onDone} />);
    const list = screen.getByRole('list', { name: 'Códigos de recuperación' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Guardé mis códigos');
    const tick = screen.getByRole('checkbox', { name: 'Guardé mis códigos' });
    expect(tick).toHaveAccessibleDescription(/Marca "Guardé mis códigos"/);

    await user.click(tick);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('copies the codes one per line', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<RecoveryCodes codes={CODES} onDone={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(`${CODES.join('\n')}\n`);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Códigos copiados.'));
  });

  it('downloads them as a text file', async () => {
    const user = userEvent.setup();
    const createUrl = vi.fn(() => 'blob:codigos');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('codigos-de-recuperacion.txt');
      expect(this.href).toBe('blob:codigos');
    });
    render(<RecoveryCodes codes={CODES} onDone={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(click).toHaveBeenCalledTimes(1);
    const blob = (createUrl.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe(`${CODES.join('\n')}\n`);
  });
});
