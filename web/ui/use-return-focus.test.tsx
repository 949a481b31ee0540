import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from './use-return-focus';

function StateDialog({
  title,
  open,
  onOpenChange,
  fallback,
  children,
}: {
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  fallback?: () => HTMLElement | null;
  children?: React.ReactNode;
}) {
  const returnFocus = useReturnFocus(fallback);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content {...returnFocus} aria-describedby={undefined}>
          <Dialog.Title>{title}</Dialog.Title>
          {children}
          <Dialog.Close>Cerrar</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Page() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <main>
      <h1>Tienda</h1>
      <button type="button" onClick={() => setFirst(true)}>
        Abrir carrito
      </button>
      <StateDialog title="Carrito" open={first} onOpenChange={setFirst}>
        <button
          type="button"
          onClick={() => {
            setFirst(false);
            setSecond(true);
          }}
        >
          Pagar
        </button>
      </StateDialog>
      <StateDialog title="Pago" open={second} onOpenChange={setSecond} />
    </main>
  );
}

function SelfOpening() {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <h1>Hola</h1>
      <StateDialog
        title="Oferta del día"
        open={open}
        onOpenChange={setOpen}
        fallback={() => document.querySelector<HTMLElement>('main h1')}
      />
    </main>
  );
}

describe('useReturnFocus', () => {
  it('returns focus to the button that opened a dialog from state after Escape', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Abrir carrito' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Carrito' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('returns focus after the close button too', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Abrir carrito' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('hands the opener over when one dialog gives way to another', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Abrir carrito' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    await screen.findByRole('dialog', { name: 'Pago' });
    await waitFor(() => expect(opener).not.toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('focuses the fallback when nothing opened the dialog', async () => {
    const user = userEvent.setup();
    render(<SelfOpening />);
    await screen.findByRole('dialog', { name: 'Oferta del día' });
    await user.keyboard('{Escape}');
    const heading = screen.getByRole('heading', { name: 'Hola' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
