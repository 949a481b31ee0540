import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

function renderDialog(onClosed = vi.fn()) {
  const view = render(
    <>
      <button type="button">Abrir</button>
      <ModalDialog labelledBy="t" onClosed={onClosed}>
        <h2 id="t">Aviso</h2>
        <form method="dialog">
          <button type="submit" value="listo">
            Listo
          </button>
        </form>
      </ModalDialog>
    </>,
  );
  return { ...view, onClosed };
}

describe('modal dialog', () => {
  it('opens in a task of its own with focus inside, and a dialog button closes it with its value', async () => {
    const user = userEvent.setup();
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const { onClosed } = renderDialog();
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    await waitFor(() => expect(dialog.open).toBe(true));
    expect(screen.getByRole('button', { name: 'Listo' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Listo' }));
    expect(onClosed).toHaveBeenCalledWith('listo');
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('a tap on the dimmed page around it closes it with no value', async () => {
    const user = userEvent.setup();
    const { onClosed } = renderDialog();
    const dialog = document.querySelector('dialog')!;
    await waitFor(() => expect(dialog.open).toBe(true));
    await user.click(dialog);
    expect(onClosed).toHaveBeenCalledWith('');
    expect(dialog.open).toBe(false);
  });

  it('taken away while open, it gives focus back to what had it', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const { unmount } = renderDialog();
    const dialog = document.querySelector('dialog')!;
    await waitFor(() => expect(dialog.open).toBe(true));
    expect(opener).not.toHaveFocus();
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
