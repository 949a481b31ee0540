import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderCode } from './order-code';

describe('OrderCode', () => {
  it('keeps "SUP-012" in one no-wrap piece that copies back as typed', () => {
    render(
      <p>
        Tu pedido <OrderCode code="SUP-012" className="font-bold" />
      </p>,
    );
    const code = screen.getByText('SUP-012');
    expect(code).toHaveClass('whitespace-nowrap', 'font-bold');
    expect(code.textContent).toBe('SUP-012');
  });
});
