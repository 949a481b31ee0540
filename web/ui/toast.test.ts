import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast as sonner } from 'sonner';
import { MESSAGES } from '../../domain/messages';
import { toast } from './toast';
import { isToasterRequested } from './toaster-signal';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

describe('toast', () => {
  // The first toast loads sonner; after that every toast is raised synchronously.
  beforeAll(async () => {
    toast.info('carga');
    await vi.waitFor(() => expect(sonner.info).toHaveBeenCalled());
  });
  beforeEach(() => vi.clearAllMocks());

  it('shows a success for 2 s', () => {
    toast.success('Listo');
    expect(sonner.success).toHaveBeenCalledWith('Listo', { duration: 2000 });
  });

  it('shows an error for 4 s', () => {
    toast.error('Falló');
    expect(sonner.error).toHaveBeenCalledWith('Falló', { duration: 4000 });
  });

  it('shows an info for 4 s', () => {
    toast.info('Dato');
    expect(sonner.info).toHaveBeenCalledWith('Dato', { duration: 4000 });
  });

  it.each([
    [undefined, 4000],
    [500, 2000],
    [6500, 6500],
    [60_000, 10_000],
    [Number.NaN, 4000],
  ])('clamps a generic toast of %s ms to %s ms', (durationMs, expected) => {
    toast.show('Hola', { durationMs });
    expect(sonner).toHaveBeenCalledWith('Hola', { duration: expected });
  });

  it('shows a generic toast with a variant', () => {
    toast.show('Guardado', { variant: 'success', durationMs: 3000 });
    expect(sonner.success).toHaveBeenCalledWith('Guardado', { duration: 3000 });
  });

  it('passes an action button (e.g. Deshacer) through to the toast', () => {
    const onClick = vi.fn();
    toast.show('Precio actualizado', { variant: 'success', durationMs: 8000, action: { label: 'Deshacer', onClick } });
    expect(sonner.success).toHaveBeenCalledWith('Precio actualizado', { duration: 8000, action: { label: 'Deshacer', onClick } });
  });

  it('shows the session-expired toast in red for 4 s', () => {
    toast.sessionExpired();
    expect(sonner.error).toHaveBeenCalledWith(MESSAGES.api.sessionExpiredToast, { duration: 4000 });
  });

  it('asks for the toaster to be mounted on the first toast', () => {
    toast.info('Hola');
    expect(isToasterRequested()).toBe(true);
  });
});
