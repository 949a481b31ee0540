import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { APP_MESSAGES as M } from '../../domain/app-messages';
import { isUpdateWaiting, setUpdateWaiting } from '../app/pwa-update';
import { UpdatePrompt } from './update-prompt';

describe('update prompt', () => {
  it('stays hidden until a new version waits', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText(M.updateAvailable)).not.toBeInTheDocument();
  });

  it('announces a new version and switches to it on Actualizar', async () => {
    const user = userEvent.setup();
    const activate = vi.fn(() => Promise.resolve());
    render(<UpdatePrompt />);
    act(() => setUpdateWaiting(activate));
    expect(screen.getByRole('status', { name: M.update })).toHaveTextContent(M.updateAvailable);
    await user.click(screen.getByRole('button', { name: M.update }));
    expect(activate).toHaveBeenCalledOnce();
    expect(screen.queryByText(M.updateAvailable)).not.toBeInTheDocument();
  });

  it('hides on Ahora no without switching', async () => {
    const user = userEvent.setup();
    const activate = vi.fn(() => Promise.resolve());
    render(<UpdatePrompt />);
    act(() => setUpdateWaiting(activate));
    await user.click(screen.getByRole('button', { name: M.later }));
    expect(isUpdateWaiting()).toBe(false);
    expect(activate).not.toHaveBeenCalled();
  });
});
