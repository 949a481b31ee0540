import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * How figures are written where people read them (issue 41): every percentage through
 * `formatPercent` ("28,9 %", never "28.9%"), every amount shown as text through the `Money`
 * component (never a bare `{formatCOP(…)}` in JSX, which breaks mid-number at 390 px because the
 * content may wrap anywhere). This walks the sources so a new screen cannot slip back.
 */
const ROOT = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = [...sources('web'), ...sources('domain')]
  .filter((path) => !path.endsWith('domain/percent.ts'))
  .map((path) => ({
    path: relative(ROOT, join(ROOT, path)),
    text: readFileSync(join(ROOT, path), 'utf8'),
  }));

/** A value glued to '%' in a template or JSX: `${x}%`, `{x}%`, `${x} %`. */
const GLUED_PERCENT = /\}\s?%(?![a-zA-Z0-9_{])/;

describe('how figures are written', () => {
  it('writes every percentage with formatPercent', () => {
    const offenders = files.flatMap(({ path, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ line, i }))
        // Inline styles (width: `${x}%`) are layout, not text; the spec's own "(x%)" question is
        // quoted word for word.
        .filter(({ line }) => GLUED_PERCENT.test(line) && !/(width|left|height|top):/.test(line))
        .filter(({ line }) => !line.includes('El ahorro es muy bajo'))
        .map(({ line, i }) => `${path}:${i + 1}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('shows amounts in JSX through the Money component', () => {
    const offenders = files
      .filter(({ path }) => path.endsWith('.tsx') && !path.endsWith('web/ui/money.tsx'))
      .flatMap(({ path, text }) =>
        text
          .split('\n')
          .map((line, i) => ({ line, i }))
          .filter(({ line }) => /(^|[^=$])\{formatCOP\(/.test(line))
          .map(({ line, i }) => `${path}:${i + 1}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
