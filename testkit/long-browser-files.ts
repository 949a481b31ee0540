// Read by e2e/vitest.config.ts (their order) and by scripts/long-first-sequencer.test.ts (they exist).
/** The longest browser files (about 55–110 s each here, three at a time), longest first. */
export const LONG_BROWSER_FILES = [
  'e2e/admin-money.e2e.ts',
  'e2e/admin-panel.e2e.ts',
  'e2e/layout-hardened.e2e.ts',
  'e2e/floating-buttons.e2e.ts',
  'e2e/payments.e2e.ts',
  'e2e/store.e2e.ts',
];
