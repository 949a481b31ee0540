import { describe, expect, it } from 'vitest';
import { consentDecisionWords } from './consent-history';

describe('consentDecisionWords', () => {
  it('says "no aceptado" for a consent never given and "retirado" only after an acceptance', () => {
    // Newest first, as the account lists them.
    expect(
      consentDecisionWords([
        { tipo: 'marketing', aceptado: false },
        { tipo: 'marketing', aceptado: true },
        { tipo: 'marketing', aceptado: false },
        { tipo: 'privacy', aceptado: true },
      ]),
    ).toEqual(['retirado', 'aceptado', 'no aceptado', 'aceptado']);
  });

  it('never counts an acceptance of another kind', () => {
    expect(
      consentDecisionWords([
        { tipo: 'marketing', aceptado: false },
        { tipo: 'privacy', aceptado: true },
      ]),
    ).toEqual(['no aceptado', 'aceptado']);
  });
});
