import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { toast } from './toast';
import { ToasterHost } from './toaster-host';

describe('ToasterHost', () => {
  it('mounts the toaster on the first toast and shows it', async () => {
    const { container } = render(<ToasterHost />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast.error('No pudimos guardar tu carrito');
    });
    expect(
      await screen.findByText('No pudimos guardar tu carrito', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
