import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { popupStorageKey } from '../../domain/dates';
import { loadChat } from '../features/chat/chat-history';
import { useSession } from './session';
import {
  CUSTOMER,
  mockFetch,
  renderWithSession,
  saveSession,
  SessionProbe,
} from './session-testing';
import {
  adoptAccount,
  ACCOUNT_KEY_PREFIXES,
  cartOwnerOf,
  clearAccountData,
  STORAGE_KEYS,
  STORAGE_SCOPES,
  type StorageKeyName,
} from './storage';

vi.mock('../ui/toast', () => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    show: vi.fn(),
    sessionExpired: vi.fn(),
  },
}));

const OTHER = { ...CUSTOMER, id: 3, nombre: 'Bruno Díaz', email: 'bruno@example.com' };
const A = cartOwnerOf(CUSTOMER);

/** What account A leaves in the browser after chatting and paying by Nequi. */
function leaveTracesOfA() {
  localStorage.setItem(STORAGE_KEYS.account, A);
  localStorage.setItem(
    STORAGE_KEYS.chat,
    JSON.stringify([{ de: 'usuario', texto: 'Mi pedido SUP-041 llegó incompleto' }]),
  );
  localStorage.setItem(
    STORAGE_KEYS.paymentPhone,
    JSON.stringify({ transactionId: 'tx-a', telefono: '3991111111' }),
  );
  localStorage.setItem(
    STORAGE_KEYS.redirectedPayment,
    JSON.stringify({ transactionId: 'tx-a2', at: 1 }),
  );
  localStorage.setItem(STORAGE_KEYS.ordersShown, JSON.stringify({ [A]: [41] }));
  localStorage.setItem(popupStorageKey(A), '"2026-11-26"');
}

const TRACE_KEYS = [
  STORAGE_KEYS.account,
  STORAGE_KEYS.chat,
  STORAGE_KEYS.paymentPhone,
  STORAGE_KEYS.redirectedPayment,
  STORAGE_KEYS.ordersShown,
  popupStorageKey(A),
];

function SessionButtons() {
  const { login, logout } = useSession();
  return (
    <>
      <button type="button" onClick={logout}>
        Cerrar sesión
      </button>
      <button
        type="button"
        onClick={() =>
          void login({ email: OTHER.email, cedula: OTHER.cedula, telefono: OTHER.telefono })
        }
      >
        Ingresar
      </button>
    </>
  );
}

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  api = mockFetch();
});

describe('per-account browser storage', () => {
  it('clears every account-scoped key and per-user family, keeping only device and set-aside keys', () => {
    for (const name of Object.keys(STORAGE_KEYS) as StorageKeyName[])
      localStorage.setItem(STORAGE_KEYS[name], '"x"');
    for (const prefix of ACCOUNT_KEY_PREFIXES) localStorage.setItem(`${prefix}7`, '"x"');
    clearAccountData();
    expect(Object.keys(localStorage).sort()).toEqual(
      ['carrito-temp', 'carrito-temp-dueno', 'cuenta-eliminada-aqui', 'darkMode', 'dispositivo'].sort(),
    );
    clearAccountData({ withSetAside: true });
    expect(Object.keys(localStorage).sort()).toEqual(['cuenta-eliminada-aqui', 'darkMode', 'dispositivo']);
  });

  it('keeps the scopes that survive a logout to the dark-mode choice and the set-aside cart', () => {
    // A key declared 'device' or 'set-aside' outlives the session: that must be a deliberate choice.
    const surviving = Object.entries(STORAGE_SCOPES)
      .filter(([, scope]) => scope !== 'account')
      .map(([name]) => name)
      .sort();
    // The device id is this browser's, not the person's (issue 39): a known device stays known.
    // Issue 40: the day an account was deleted here (a date, nothing of the person).
    expect(surviving).toEqual(['cartTemp', 'cartTempOwner', 'darkMode', 'deletedHere', 'device']);
  });

  it('leaves browser storage to web/app/storage.ts alone', () => {
    const root = join(__dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/(test|testing|test-utils|test-data)\.tsx?$/.test(name)) {
          const rel = relative(root, path);
          if (rel === join('app', 'storage.ts') || rel.startsWith(`test${'/'}`)) continue;
          if (/\b(localStorage|sessionStorage)\b/.test(readFileSync(path, 'utf8')))
            offenders.push(rel);
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });

  it('keeps an account’s own data when it signs in again and drops another account’s', () => {
    leaveTracesOfA();
    adoptAccount(A);
    expect(localStorage.getItem(STORAGE_KEYS.chat)).not.toBeNull();
    adoptAccount(cartOwnerOf(OTHER));
    for (const key of TRACE_KEYS.slice(1)) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.account)).toBe(cartOwnerOf(OTHER));
  });

  it('removes the conversation and payment traces on logout', async () => {
    saveSession(CUSTOMER);
    leaveTracesOfA();
    api.reply(200, { user: CUSTOMER });
    renderWithSession(
      <>
        <SessionProbe />
        <SessionButtons />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    for (const key of [...TRACE_KEYS, 'token', 'user'])
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('hides an expired account’s conversation and drops it when another account signs in', async () => {
    leaveTracesOfA();
    // A's session expired: token and user are gone, A's traces remain for A's next login.
    expect(loadChat()).toEqual([]);
    api.reply(200, { token: 'tok-b', user: OTHER });
    renderWithSession(
      <>
        <SessionProbe />
        <SessionButtons />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() =>
      expect(screen.getByTestId('session')).toHaveTextContent(`signed-in ${OTHER.email}`),
    );
    for (const key of TRACE_KEYS.slice(1)) expect(localStorage.getItem(key)).toBeNull();
    expect(JSON.stringify(localStorage)).not.toContain('SUP-041');
  });
});
