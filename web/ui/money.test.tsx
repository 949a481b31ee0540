import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './money';

describe('Money', () => {
  it.each([
    [133012, '$\u00a0133.012'],
    [-2000, '-$\u00a02.000'],
    [0, '$\u00a00'],
  ])('shows %d as %s in one unbreakable piece', (value, text) => {
    render(
      <p>
        Total <Money value={value} />
      </p>,
    );
    const amount = screen.getByText(text.replace('\u00a0', ' '));
    expect(amount.tagName).toBe('SPAN');
    expect(amount).toHaveClass('whitespace-nowrap');
    expect(amount.textContent).toBe(text);
  });

  it('keeps extra classes', () => {
    render(<Money value={500} className="font-semibold" />);
    expect(screen.getByText('$ 500')).toHaveClass('whitespace-nowrap', 'font-semibold');
  });
});
