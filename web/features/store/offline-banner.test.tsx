import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_MESSAGES as M } from '../../../domain/app-messages';
import { OfflineBanner } from './offline-banner';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('offline banner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the catalogue may be out of date and ordering needs a connection while offline', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOnline(false);
    const banner = screen.getByRole('status', { name: M.offlineTitle });
    expect(banner).toHaveTextContent(M.offlineStore);
    expect(banner).toHaveTextContent(M.offlineOrder);
    goOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
