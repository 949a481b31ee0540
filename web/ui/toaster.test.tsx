import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { raiseToaster } from './toaster-signal';

// jsdom has no popover API: these stand in for the browser's top layer.
const shown: Element[] = [];
const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
function installPopover() {
  proto.showPopover = vi.fn(function (this: HTMLElement) {
    shown.push(this);
    this.dataset.open = 'true';
  });
  proto.hidePopover = vi.fn(function (this: HTMLElement) {
    delete this.dataset.open;
  });
  const matches = HTMLElement.prototype.matches;
  vi.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (
    this: HTMLElement,
    selector: string,
  ) {
    return selector === ':popover-open'
      ? this.dataset.open === 'true'
      : matches.call(this, selector);
  });
}

afterEach(() => {
  delete proto.showPopover;
  delete proto.hidePopover;
  vi.restoreAllMocks();
  shown.length = 0;
});

describe('Toaster', () => {
  it('puts the toasts at the bottom, clear of the header, in the top layer (issue 22)', async () => {
    installPopover();
    render(<Toaster />);
    const region = await waitFor(() => {
      const found = document.querySelector('section[aria-label^="Notificaciones"]');
      expect(found).not.toBeNull();
      return found!;
    });
    const layer = region.closest('[popover="manual"]');
    expect(layer).not.toBeNull();
    expect(shown).toEqual([layer]);
    // A toast or a modal dialog opened later brings the toasts back on top of the top layer.
    act(() => raiseToaster());
    expect(shown).toEqual([layer, layer]);
    expect(proto.hidePopover).toHaveBeenCalledTimes(1);
  });

  it('places the toast list at the bottom center, above the support bar', async () => {
    const { container } = render(<Toaster />);
    const { toast } = await import('sonner');
    act(() => {
      toast('Listo');
    });
    await waitFor(() => expect(document.body).toHaveTextContent('Listo'));
    const list = container.ownerDocument.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'center');
  });
});
