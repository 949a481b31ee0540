/**
 * The sandbox bank's HTML: where PSE and DaviPlata send the customer to authorise a payment.
 * Server-rendered; its one script (/sandbox/banco.js, our origin, as the CSP wants) posts the
 * decisions with the resident's session (issue 46). One inline <style>, readable on a phone and
 * in dark mode.
 */
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { formatCOP } from '../../../domain/money';
import { PAYMENT_MODE_MESSAGES } from '../../../domain/payment-mode';
import type { GatewayStatus } from '../provider';
import type { SandboxBankView } from './sandbox-provider';

const METHOD_LABELS: Record<SandboxBankView['payment_method_type'], string> = {
  PSE: 'PSE',
  DAVIPLATA: 'DaviPlata',
};

const SETTLED_TEXT: Record<Exclude<GatewayStatus, 'PENDING'>, string> = {
  APPROVED: 'Este pago ya fue aprobado.',
  DECLINED: 'Este pago fue rechazado.',
  VOIDED: 'Este pago fue anulado.',
  ERROR: 'Este pago terminó con un error y no se cobró.',
};

/** A test bank that answers by itself (issue 40): no button, since none would apply. */
const AUTOMATIC_TEXT: Record<'DECLINED', string> = {
  DECLINED:
    'Este banco de pruebas rechaza los pagos por sí solo: el pago no se cobrará. El resultado llega en unos segundos; vuelve a la tienda para pagar de otra forma.',
};

/** Where the bank sends the browser back: the shop's payment result, in test mode. */
export function returnPath(id: string): string {
  return `/payment-success?id=${encodeURIComponent(id)}&env=test`;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  :root { color-scheme: light dark; --bg: #f4f6f8; --card: #fff; --text: #1a202c; --muted: #4a5568;
    --line: #d9dee5; --ok: #166534; --no: #b91c1c; --focus: #1d4ed8; }
  @media (prefers-color-scheme: dark) { :root { --bg: #0f172a; --card: #1e293b; --text: #f1f5f9;
    --muted: #cbd5e1; --line: #334155; --ok: #15803d; --no: #b91c1c; --focus: #93c5fd; } }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    background: var(--bg); color: var(--text); }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
  .card { background: var(--card); border: 1px solid var(--line); border-radius: 1rem; padding: 1.25rem; }
  .tag { display: inline-block; margin: 0 0 .75rem; padding: .25rem .6rem; border-radius: 999px;
    border: 1px dashed var(--muted); color: var(--muted); font-size: .875rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  p { margin: 0 0 1rem; color: var(--muted); }
  dl { margin: 0 0 1.25rem; }
  dl div { display: flex; justify-content: space-between; gap: 1rem; padding: .5rem 0;
    border-bottom: 1px solid var(--line); }
  dt { color: var(--muted); }
  dd { margin: 0; font-weight: 600; text-align: right; overflow-wrap: anywhere; }
  .amount { font-size: 1.25rem; }
  form { margin: 0 0 .75rem; }
  button, .link { display: block; width: 100%; min-height: 3rem; padding: .75rem 1rem; border-radius: .75rem;
    border: 0; font: inherit; font-weight: 700; text-align: center; text-decoration: none; cursor: pointer; }
  .approve { background: var(--ok); color: #fff; }
  .decline { background: var(--no); color: #fff; }
  .link { background: var(--focus); color: var(--card); }
  button:focus-visible, .link:focus-visible { outline: 3px solid var(--focus); outline-offset: 3px; }
  .status { color: var(--text); font-weight: 600; }
  .error { color: var(--text); font-weight: 600; border-left: 4px solid var(--no); padding-left: .75rem; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<p class="tag">${escapeHtml(PAYMENT_MODE_MESSAGES.sandboxNotice)}</p>
${body}
</div>
</main>
</body>
</html>`;
}

function details(view: SandboxBankView, shop: string): string {
  const rows: [string, string][] = [
    ['Comercio', shop],
    ['Método', METHOD_LABELS[view.payment_method_type]],
    ...(view.bank_name ? ([['Banco', view.bank_name]] as [string, string][]) : []),
    ['Valor', formatCOP(view.amount_in_cents / 100)],
    ['Referencia', view.reference],
    ['Transacción', view.id],
  ];
  const items = rows
    .map(([term, value]) => {
      const cls = term === 'Valor' ? ' class="amount"' : '';
      return `<div><dt>${escapeHtml(term)}</dt><dd${cls}>${escapeHtml(value)}</dd></div>`;
    })
    .join('\n');
  return `<dl>\n${items}\n</dl>`;
}

/**
 * The bank page: the payment's details and, while pending, the two decisions as plain forms.
 * `shop` is the shop's current name (settings), as the merchant a real bank would show.
 */
export function bankPage(
  view: SandboxBankView,
  shop: string = DEFAULT_SETTINGS.tienda.nombre,
): string {
  const base = `/sandbox/banco/${encodeURIComponent(view.id)}`;
  if (view.status !== 'PENDING') {
    return layout(
      'Banco de pruebas',
      `<h1>Banco de pruebas</h1>
<p class="status" role="status">${SETTLED_TEXT[view.status]}</p>
${details(view, shop)}
<a class="link" href="${escapeHtml(returnPath(view.id))}">Volver a ${escapeHtml(shop)}</a>`,
    );
  }
  if (view.automatic) {
    return layout(
      'Banco de pruebas',
      `<h1>Banco de pruebas</h1>
<p class="status" role="status">${AUTOMATIC_TEXT[view.automatic]}</p>
${details(view, shop)}
<a class="link" href="${escapeHtml(returnPath(view.id))}">Volver a ${escapeHtml(shop)}</a>`,
    );
  }
  return layout(
    'Banco de pruebas',
    `<h1>Banco de pruebas</h1>
<p>Elige cómo responde el banco a este pago. Después volverás a ${escapeHtml(shop)}.</p>
${details(view, shop)}
<p class="error" id="banco-error" role="alert" hidden></p>
<noscript><p class="error">${escapeHtml(PAYMENT_MODE_MESSAGES.bankNeedsScript)}</p></noscript>
<form method="post" action="${base}/aprobar">
<button type="submit" class="approve">Aprobar pago</button>
</form>
<form method="post" action="${base}/rechazar">
<button type="submit" class="decline">Rechazar pago</button>
</form>
<script src="/sandbox/banco.js" defer></script>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Transacción no encontrada · Banco de pruebas',
    `<h1>Transacción no encontrada</h1>
<p>El banco de pruebas no tiene ningún pago pendiente con este identificador.</p>
<a class="link" href="/app">Volver a la tienda</a>`,
  );
}
