import { PAYMENT_MODE_MESSAGES } from '../../../domain/payment-mode';

/**
 * The bank page's one script, served from our origin (the CSP allows no inline script): the
 * decisions post with the resident's own session (the SPA's token in localStorage), since only
 * the payer may decide (issue 46), then follow the bank's way back to the shop.
 */
export const BANK_SCRIPT = `'use strict';
document.addEventListener('submit', async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  event.preventDefault();
  const alert = document.getElementById('banco-error');
  const buttons = document.querySelectorAll('button');
  const show = (text) => {
    alert.textContent = text;
    alert.hidden = false;
    buttons.forEach((b) => (b.disabled = false));
  };
  buttons.forEach((b) => (b.disabled = true));
  let token = null;
  try {
    token = localStorage.getItem('token');
  } catch {}
  try {
    const answer = await fetch(form.action, {
      method: 'POST',
      headers: Object.assign({ Accept: 'application/json' }, token ? { Authorization: 'Bearer ' + token } : {}),
    });
    const body = await answer.json().catch(() => ({}));
    if (answer.ok && typeof body.redirect === 'string') return location.assign(body.redirect);
    show(answer.status === 401 ? ${JSON.stringify(PAYMENT_MODE_MESSAGES.bankSignInRequired)} : body.error || ${JSON.stringify(PAYMENT_MODE_MESSAGES.bankFailed)});
  } catch {
    show(${JSON.stringify(PAYMENT_MODE_MESSAGES.bankFailed)});
  }
});
`;
