import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PromoCodeBox } from './promo-code-box';

// Issue 40: the cart says a kept code no longer applies, before any checkout.

describe('PromoCodeBox with a lapsed code', () => {
  it('says the kept code no longer applies, with the reason', () => {
    const text = 'Tu código SC2026GAB7QMXKPR ya no aplica: no existe, ya fue usado, venció o no aplica para tu cuenta';
    render(
      <PromoCodeBox
        applied={null}
        eligibleSubtotal={10_000}
        discount={0}
        onApplied={vi.fn()}
        onRemove={vi.fn()}
        lapsed={text}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});
