import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { browserNavigation } from './payments-api';
import { RedirectingScreen } from './redirecting-screen';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('goes to the gateway page exactly 2 s after showing where it goes', () => {
  const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  render(<RedirectingScreen metodo="DAVIPLATA" url="https://daviplata.test/otp?id=1" />);
  expect(screen.getByRole('heading', { name: 'Te estamos llevando a DaviPlata' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Continuar ahora' })).toHaveAttribute(
    'href',
    'https://daviplata.test/otp?id=1',
  );
  vi.advanceTimersByTime(1_999);
  expect(assign).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(assign).toHaveBeenCalledExactlyOnceWith('https://daviplata.test/otp?id=1');
});

it('does not navigate once unmounted', () => {
  const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  const { unmount } = render(<RedirectingScreen metodo="PSE" url="https://banco.test/pse" />);
  unmount();
  vi.advanceTimersByTime(5_000);
  expect(assign).not.toHaveBeenCalled();
});
