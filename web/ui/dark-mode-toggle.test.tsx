import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySavedDarkMode } from './dark-mode';
import { DarkModeToggle } from './dark-mode-toggle';

describe('DarkModeToggle', () => {
  it('turns dark mode on and off and saves the choice', async () => {
    const user = userEvent.setup();
    render(<DarkModeToggle />);
    const toggle = screen.getByRole('button', { name: 'Activar modo oscuro' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(screen.getByRole('button', { name: 'Activar modo claro' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Activar modo claro' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('darkMode')).toBe('false');
  });

  it('keeps two toggles in step', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DarkModeToggle />
        <DarkModeToggle />
      </>,
    );
    await user.click(screen.getAllByRole('button', { name: 'Activar modo oscuro' })[0]!);
    expect(screen.getAllByRole('button', { name: 'Activar modo claro' })).toHaveLength(2);
  });

  it('applies a saved choice on start', () => {
    localStorage.setItem('darkMode', 'true');
    applySavedDarkMode();
    render(<DarkModeToggle />);
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Activar modo claro' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
