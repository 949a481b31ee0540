import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditActionText } from '../../../domain/audit';

/**
 * Issue 41: the audit screen said "hizo un cambio (order.delivery_reverted)" for an action
 * missing from the catalogue. This walks every server file that records an audit row and checks
 * that each action it writes has its Spanish sentence (the type already refuses a new string;
 * this also catches one built outside recordAudit's call).
 */
const SERVER = join(import.meta.dirname, '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : files(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const ACTION = /'([a-z]+(?:_[a-z]+)*\.[a-z]+(?:_[a-z]+)*)'/g;

const written = files(SERVER)
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
  .filter(({ text }) => text.includes('recordAudit(') || text.includes('AuditAction'))
  .flatMap(({ path, text }) =>
    [...text.matchAll(ACTION)].map((m) => ({ where: relative(SERVER, path), action: m[1] ?? '' })),
  );

describe('audited actions', () => {
  it('finds the actions the server writes', () => {
    expect(new Set(written.map((w) => w.action)).size).toBeGreaterThan(35);
  });

  it('gives every action written in the code its Spanish sentence', () => {
    const missing = written.filter((w) => !Object.hasOwn(AUDIT_ACTIONS, w.action));
    expect(missing).toEqual([]);
    for (const { action } of written) expect(auditActionText(action)).not.toMatch(/hizo un cambio/);
  });
});
