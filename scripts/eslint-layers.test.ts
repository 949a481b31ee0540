import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The rules ESLint reports for `code` placed at `file` (the file need not exist). */
async function rulesFor(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${file}` });
  return result!.messages.map((m) => m.ruleId);
}

describe('ESLint feature layers (web/feature-layers.json)', () => {
  it.each([
    [
      'a section importing the admin shell',
      'web/features/admin-users/x.ts',
      '../admin-shell/admin-sections',
    ],
    [
      'the admin kit importing a section',
      'web/features/admin/x.ts',
      '../admin-users/users-section',
    ],
    [
      'a section importing another section',
      'web/features/admin-margins/x.ts',
      '../admin-promotions/discounts-tab',
    ],
    ['a flow importing a screen', 'web/features/checkout/x.ts', '../store/store-body'],
    ['a block importing a flow', 'web/features/cart/x.ts', '../checkout/use-checkout'],
  ])('refuses %s', async (_name, file, spec) => {
    const rules = await rulesFor(file, `import { a } from '${spec}';\nexport const b = a;\n`);
    expect(rules).toContain('no-restricted-imports');
  });

  it.each([
    ['the shell importing the kit', 'web/features/admin-shell/x.ts', '../admin/admin-guard'],
    ['a section importing the kits', 'web/features/admin-users/x.ts', '../admin-money/fields'],
    ['a screen importing a flow', 'web/features/store/x.ts', '../checkout/use-checkout'],
    ['a flow importing a block', 'web/features/payments/x.ts', '../cart/cart-lines'],
  ])('allows %s', async (_name, file, spec) => {
    const rules = await rulesFor(file, `import { a } from '${spec}';\nexport const b = a;\n`);
    expect(rules).not.toContain('no-restricted-imports');
  });

  it('still keeps server/ out of a feature', async () => {
    const rules = await rulesFor(
      'web/features/store/x.ts',
      `import { a } from '../../../server/config';\nexport const b = a;\n`,
    );
    expect(rules).toContain('no-restricted-imports');
  });
});
