/** One recorded consent decision, as the account's history lists it. */
export interface ConsentDecision {
  tipo: string;
  aceptado: boolean;
}

/**
 * How the history words each decision (newest first): 'aceptado'; 'retirado' only when an earlier
 * decision of the same kind had accepted it; otherwise 'no aceptado' (a consent never given
 * cannot be withdrawn, issue 22).
 */
export function consentDecisionWords(historial: readonly ConsentDecision[]): string[] {
  return historial.map((c, i) => {
    if (c.aceptado) return 'aceptado';
    const givenBefore = historial.slice(i + 1).some((o) => o.tipo === c.tipo && o.aceptado);
    return givenBefore ? 'retirado' : 'no aceptado';
  });
}
