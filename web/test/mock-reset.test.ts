import { describe, expect, it, vi } from 'vitest';

/**
 * web/test/setup.ts ends every file of the shared jsdom by resetting Vitest's module mocker and
 * its modules; this checks that doing so gives the next importer the real module back.
 */
describe('the shared jsdom between files', () => {
  it('forgets a vi.mock once the mocker and the modules are reset', async () => {
    vi.doMock('../../domain/money', () => ({ formatCOP: () => 'mocked' }));
    const mocked = await import('../../domain/money');
    expect(mocked.formatCOP(1000)).toBe('mocked');

    const mocker = (globalThis as { __vitest_mocker__?: { reset(): void } }).__vitest_mocker__;
    mocker?.reset();
    vi.resetModules();

    const real = await import('../../domain/money');
    expect(real.formatCOP(1000)).not.toBe('mocked');
    expect(real.formatCOP(1000)).toMatch(/1\.000/);
  });
});
