import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Logo } from './logo';

describe('Logo', () => {
  it.each([
    ['small', 'size-8'],
    ['medium', 'size-10'],
    ['large', 'size-16'],
  ] as const)('renders the %s size', (size, markClass) => {
    const { container } = render(<Logo size={size} />);
    expect(screen.getByRole('img', { name: 'SuperConjunto' })).toHaveAttribute('data-size', size);
    expect(container.querySelector('svg')).toHaveClass(markClass);
  });

  it('hides the slogan by default', () => {
    render(<Logo />);
    expect(screen.queryByText('Tu supermercado en casa, en 20 minutos')).not.toBeInTheDocument();
  });

  it('shows the slogan when asked', () => {
    render(<Logo size="large" slogan />);
    expect(screen.getByText('Tu supermercado en casa, en 20 minutos')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'SuperConjunto. Tu supermercado en casa, en 20 minutos' }),
    ).toBeInTheDocument();
  });
});
