import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { sandboxNequiNote } from '../../../domain/payments';
import { CUSTOMER } from '../../app/session-testing';
import { toast } from '../../ui/toast';
import { acceptDocuments, created, setup } from './payment-modal-harness';
import { json, paymentConfig, pending } from './payment-test-utils';
import { browserNavigation } from './payments-api';

const P = PAYMENT_MESSAGES;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentModal', () => {
  it('keeps Pagar disabled until both gateway documents are accepted', async () => {
    const { user } = setup({});
    const terms = await screen.findByRole('checkbox', {
      name: 'Acepto los términos y condiciones de Wompi',
    });
    const pay = screen.getByRole('button', { name: 'Pagar' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(P.wallet.acceptanceRequired);
    const termsLink = screen.getByRole('link', { name: /Leer los términos y condiciones/ });
    expect(termsLink).toHaveAttribute('href', 'https://example.test/terminos.pdf');
    expect(termsLink).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Leer la autorización/ })).toHaveAttribute(
      'href',
      'https://example.test/datos.pdf',
    );
    await user.click(terms);
    expect(pay).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: 'Autorizo el tratamiento de mis datos personales' }),
    );
    expect(pay).toBeEnabled();
  });

  it('checks the wallet form with the spec messages', async () => {
    const { user, api } = setup({});
    await acceptDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(within(screen.getByRole('dialog')).getAllByRole('alert')[0]).toHaveTextContent(
      P.wallet.methodRequired,
    );
    await user.click(screen.getByRole('radio', { name: /Nequi/ }));
    const phone = screen.getByRole('textbox', { name: 'Teléfono celular' });
    expect(phone).toHaveValue('3001112233');
    expect(screen.getByRole('textbox', { name: 'Cédula' })).toHaveValue(CUSTOMER.cedula);
    await user.clear(phone);
    await user.type(phone, '300-12 34x56789999');
    expect(phone).toHaveValue('3001234567');
    await user.clear(phone);
    await user.type(phone, '30012');
    await user.clear(screen.getByRole('textbox', { name: 'Cédula' }));
    await user.type(screen.getByRole('textbox', { name: 'Cédula' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(P.wallet.phoneInvalid));
    expect(screen.getByRole('textbox', { name: 'Cédula' })).toHaveAccessibleDescription(
      P.wallet.cedulaInvalid,
    );
    expect(api.callsTo('POST /api/crear-pago')).toHaveLength(0);
  });

  it('pays with Nequi: waiting screen, approval, and the callback 1.5 s later', async () => {
    let approve: () => void = () => {};
    const { user, api, onApproved } = setup({
      'POST /api/crear-pago': () => created(),
      'GET /api/esperar-confirmacion/': () =>
        new Promise<Response>((resolve) => {
          approve = () => resolve(json(200, { success: true, status: 'APPROVED', pedidoId: 5 }));
        }),
    });
    await user.click(await screen.findByRole('radio', { name: /Nequi/ }));
    await acceptDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(
      await screen.findByRole('heading', { name: 'Abre tu app Nequi y confirma el pago' }),
    ).toBeInTheDocument();
    const details = screen.getByText('Monto').closest('dl');
    expect(details).toHaveTextContent('Monto$ 24.000');
    expect(details).toHaveTextContent('Teléfono3001112233');
    expect(details).toHaveTextContent('Transaccióntx-1');
    const [request] = api.callsTo('POST /api/crear-pago');
    expect(request?.body).toMatchObject({
      metodoPago: 'NEQUI',
      monto: 24_000,
      productos: [{ id: 1, nombre: 'Producto 1', precio: 12_000, cantidad: 2 }],
      paquetes: [],
      datosEntrega: { torre_entrega: 1, piso_entrega: 5, apartamento_entrega: '502' },
      telefono: '3001112233',
      cedula: CUSTOMER.cedula,
      acceptance_token: 'acc-terms-1',
      accept_personal_auth: 'acc-data-1',
      installments: 1,
    });
    expect(request?.headers['Idempotency-Key']).toMatch(/^\S{16,}$/);
    approve();
    expect(await screen.findByRole('heading', { name: '¡Pago aprobado!' })).toBeInTheDocument();
    // The code sits in its own no-wrap span inside the sentence (issue 22).
    const code = screen.getByText('SUP-005');
    expect(code).toHaveClass('whitespace-nowrap');
    expect(code.parentElement).toHaveTextContent(/^Pedido SUP-005$/);
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeDisabled();
    expect(onApproved).not.toHaveBeenCalled();
    await waitFor(() => expect(onApproved).toHaveBeenCalledExactlyOnceWith(5), { timeout: 2_500 });
  });

  it('sends one payment on a double click and reuses its Idempotency-Key on a retry', async () => {
    const { user, api } = setup({
      'POST /api/crear-pago': [
        () => {
          throw new TypeError('Failed to fetch');
        },
        () => created(),
        () => created({ transactionId: 'tx-2' }),
      ],
      'GET /api/esperar-confirmacion/': () => json(200, { success: false, status: 'DECLINED' }),
    });
    await user.click(await screen.findByRole('radio', { name: /Nequi/ }));
    await acceptDocuments(user);
    await user.dblClick(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText(MESSAGES.api.connecting)).toBeInTheDocument();
    expect(api.callsTo('POST /api/crear-pago')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText(P.rejectedTryOther)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(api.callsTo('POST /api/crear-pago')).toHaveLength(3));
    const keys = api.callsTo('POST /api/crear-pago').map((c) => c.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('closes with the server message when the prices changed', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 1);
    const onPricesChanged = vi.fn();
    const { user, onOpenChange } = setup(
      {
        'POST /api/crear-pago': () =>
          json(409, {
            error: 'Algunos precios cambiaron. Revisa tu carrito.',
            code: 'PRICES_CHANGED',
            precios: {},
          }),
      },
      { props: { onPricesChanged } },
    );
    await user.click(await screen.findByRole('radio', { name: /DaviPlata/ }));
    await acceptDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(error).toHaveBeenCalledWith('Algunos precios cambiaron. Revisa tu carrito.');
    expect(onPricesChanged).toHaveBeenCalledOnce();
  });

  it('shows a business refusal and stays on the selector', async () => {
    const { user } = setup({
      'POST /api/crear-pago': () =>
        json(422, {
          error: 'La tienda está cerrada. Abrimos mañana a las 6:00 a. m.',
          code: 'OUTSIDE_SERVICE_HOURS',
        }),
    });
    await user.click(await screen.findByRole('radio', { name: /Nequi/ }));
    await acceptDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(
      await screen.findByText('La tienda está cerrada. Abrimos mañana a las 6:00 a. m.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled();
  });

  it('checks the status on Actualizar and goes back to the selector on Volver', async () => {
    const { user, api } = setup({
      'POST /api/crear-pago': () => created(),
      'GET /api/esperar-confirmacion/': pending,
      'GET /api/consultar-pago/': () => json(200, { found: true, status: 'PENDING' }),
    });
    await user.click(await screen.findByRole('radio', { name: /Nequi/ }));
    await acceptDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await user.click(await screen.findByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText(P.pending)).toBeInTheDocument();
    expect(api.callsTo('GET /api/consultar-pago/tx-1')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/esperar-confirmacion/tx-1')[0]?.signal?.aborted).toBe(true);
  });

  it('ends a Nequi attempt on the server with "Cancelar este pago" and lets the resident pay again (issue 40)', async () => {
    const { user, api } = setup({
      'POST /api/crear-pago': () => created(),
      'GET /api/esperar-confirmacion/': pending,
      'POST /api/pagos/SC-PAY-1/cancelar': () =>
        json(200, { success: true, mensaje: 'Cancelamos el pago.' }),
    });
    await user.click(await screen.findByRole('radio', { name: /Nequi/ }));
    await acceptDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar este pago' }));
    expect(await screen.findByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/pagos/SC-PAY-1/cancelar')).toHaveLength(1);
    expect(api.callsTo('GET /api/esperar-confirmacion/tx-1')[0]?.signal?.aborted).toBe(true);
  });

  it('says a failed sandbox Nequi attempt did not use a test number, and only then (issue 40)', async () => {
    const { user } = setup({
      'POST /api/crear-pago': () => created(),
      'GET /api/esperar-confirmacion/': () => json(200, { success: false, status: 'ERROR' }),
    });
    await user.click(await screen.findByRole('radio', { name: /Nequi/ }));
    await acceptDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(
      await screen.findByText(`${P.failedTryAgain} ${sandboxNequiNote('3001112233')}`),
    ).toBeInTheDocument();
    expect(sandboxNequiNote('3001112233')).toContain(
      'no se usó ninguno de ellos (escribiste 3001112233)',
    );
    expect(sandboxNequiNote('399 111 1111')).toBeNull();
  });

  it('loads the PSE banks, requires one and redirects to the bank after 2 s', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user, api } = setup({
      'GET /api/pse/bancos': () =>
        json(200, {
          bancos: [
            { codigo: '1', nombre: 'Banco que aprueba' },
            { codigo: '1007', nombre: 'Bancolombia' },
          ],
        }),
      'POST /api/crear-pago': () => created({ pseUrl: 'http://localhost/sandbox/banco?tx=tx-1' }),
    });
    await user.click(await screen.findByRole('radio', { name: /PSE/ }));
    await acceptDocuments(user);
    const bank = await screen.findByRole('combobox', { name: 'Banco' });
    await waitFor(() => expect(bank).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(bank).toHaveAccessibleDescription(P.wallet.bankRequired);
    await user.selectOptions(bank, 'Bancolombia');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(
      await screen.findByRole('heading', { name: 'Te estamos llevando a tu banco por PSE' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/crear-pago')[0]?.body).toMatchObject({
      metodoPago: 'PSE',
      banco: '1007',
    });
    expect(assign).not.toHaveBeenCalled();
    await waitFor(
      () => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/banco?tx=tx-1'),
      {
        timeout: 3_000,
      },
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeDisabled();
  });

  it('asks for fresh gateway documents each time it opens', async () => {
    const { user, api } = setup({
      'GET /api/pagos/configuracion': [
        () => json(200, paymentConfig()),
        () =>
          json(
            200,
            paymentConfig({
              aceptacion: {
                terminos: {
                  acceptance_token: 'acc-terms-2',
                  permalink: 'https://example.test/t2.pdf',
                },
                datos_personales: {
                  acceptance_token: 'acc-data-2',
                  permalink: 'https://example.test/d2.pdf',
                },
              },
            }),
          ),
      ],
      'POST /api/crear-pago': () => created(),
      'GET /api/esperar-confirmacion/': pending,
    });
    await acceptDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir el pago' }));
    // A new checkout: nothing ticked, the documents of this opening.
    const terms = await screen.findByRole('checkbox', {
      name: 'Acepto los términos y condiciones de Wompi',
    });
    expect(terms).not.toBeChecked();
    expect(screen.getByRole('link', { name: /Leer los términos/ })).toHaveAttribute(
      'href',
      'https://example.test/t2.pdf',
    );
    await user.click(screen.getByRole('radio', { name: /Nequi/ }));
    await acceptDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await screen.findByRole('button', { name: 'Actualizar' });
    expect(api.callsTo('GET /api/pagos/configuracion')).toHaveLength(2);
    expect(api.callsTo('POST /api/crear-pago')[0]?.body).toMatchObject({
      acceptance_token: 'acc-terms-2',
      accept_personal_auth: 'acc-data-2',
    });
  });
});
