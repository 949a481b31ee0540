import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppliedPromo } from './promo-api';
import { PromoCodeBox } from './promo-code-box';

function Harness({
  eligibleSubtotal = 10_000,
  initial = null,
}: {
  eligibleSubtotal?: number;
  initial?: AppliedPromo | null;
}) {
  const [applied, setApplied] = useState<AppliedPromo | null>(initial);
  return (
    <PromoCodeBox
      applied={applied}
      eligibleSubtotal={eligibleSubtotal}
      discount={applied ? Math.round((eligibleSubtotal * applied.porcentaje) / 100) : 0}
      onApplied={setApplied}
      onRemove={() => setApplied(null)}
    />
  );
}

function answer(body: unknown, status = 200) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

afterEach(() => vi.unstubAllGlobals());

async function apply(code: string) {
  const user = userEvent.setup();
  const input = screen.getByRole('textbox', { name: 'Código promocional' });
  await user.clear(input);
  if (code) await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  return user;
}

describe('promo-code box', () => {
  it('asks for a code when the box is empty', async () => {
    const fetch = answer({});
    vi.stubGlobal('fetch', fetch);
    render(<Harness />);
    await apply('');
    expect(screen.getByRole('alert')).toHaveTextContent('Ingresa un código promocional');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('upper-cases the input and keeps it to 17 characters, the longer codes of issue 46', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Código promocional' });
    await user.type(input, 'sc2026gabcdefghjkmnp');
    expect(input).toHaveValue('SC2026GABCDEFGHJK');
  });

  it('normalises a pasted code before limiting its length (issue 15)', async () => {
    const fetch = answer({ valido: true, codigo: 'SC2026GEH8JC', descuento: 10 });
    vi.stubGlobal('fetch', fetch);
    render(<Harness eligibleSubtotal={21_900} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Código promocional' });
    await user.click(input);
    await user.paste(' sc2026geh8jc ');
    expect(input).toHaveValue('SC2026GEH8JC');
    await user.clear(input);
    await user.paste('sc2026-geh8-jc');
    expect(input).toHaveValue('SC2026GEH8JC');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(
      JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)),
    ).toEqual({ codigo: 'SC2026GEH8JC' });
  });

  it('says which part of the cart the code applies to and how much it takes off', async () => {
    vi.stubGlobal('fetch', answer({ valido: true, codigo: 'SC2026GEH8JC', descuento: 10 }));
    render(<Harness eligibleSubtotal={21_900} />);
    await apply('SC2026GEH8JC');
    const sentence = 'Se aplica sobre $ 21.900 de productos sin oferta: descuento de $ 2.190.';
    expect(await screen.findByText(sentence)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(sentence);
  });

  it('refuses a cart with only discounted items before asking the server', async () => {
    const fetch = answer({});
    vi.stubGlobal('fetch', fetch);
    render(<Harness eligibleSubtotal={0} />);
    await apply('SC2026GABCDE');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No hay productos elegibles para el descuento. Los productos en oferta no aplican para códigos promocionales.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('applies a valid code, closes into its chip, and allows another after removing it', async () => {
    const fetch = answer({
      valido: true,
      codigo: 'SC2026GABCDE',
      descuento: 10,
      mensaje: '¡Código válido! Obtienes 10% de descuento',
    });
    vi.stubGlobal('fetch', fetch);
    render(<Harness />);
    const user = await apply('sc2026gabcde');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(
      JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)),
    ).toEqual({ codigo: 'SC2026GABCDE' });
    expect(screen.getByText('SC2026GABCDE')).toBeInTheDocument();
    expect(screen.getByText('-$ 1.000')).toBeInTheDocument();
    // Issue 40: the box closes into the chip (one code per order), which takes the focus.
    expect(screen.queryByRole('textbox', { name: 'Código promocional' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aplicar' })).not.toBeInTheDocument();
    expect(document.activeElement).toHaveTextContent('SC2026GABCDE');

    await user.click(screen.getByRole('button', { name: 'Quitar el código SC2026GABCDE' }));
    expect(screen.queryByText('SC2026GABCDE')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código promocional' })).toHaveFocus();
    await apply('SC2026GZZZZZ');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      answer({ valido: false, codigo: 'SC2026GABCDE', error: 'Este código ya fue utilizado' }),
    );
    render(<Harness />);
    await apply('SC2026GABCDE');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este código ya fue utilizado');
  });

  it("says 'Código no válido' when the server gives no reason", async () => {
    vi.stubGlobal('fetch', answer({ valido: false }));
    render(<Harness />);
    await apply('SC2026GABCDE');
    expect(await screen.findByRole('alert')).toHaveTextContent('Código no válido');
  });

  it('asks to try again when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<Harness />);
    await apply('SC2026GABCDE');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al validar el código. Intenta de nuevo.',
    );
  });
});
