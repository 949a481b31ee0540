import { PAYMENT_MODE_MESSAGES } from '../domain/payment-mode';

/**
 * Deployments that must not start as they are (issue 46). Each refusal names the variable and
 * says how to fix it, in Spanish, for the person starting the shop.
 */
export interface DeploymentFacts {
  host: string;
  provider: 'sandbox' | 'wompi';
  publicUrl: string | undefined;
  sandboxPublic: boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** The refusals, one line each; empty when the shop may start. */
export function deploymentProblems(facts: DeploymentFacts): string[] {
  const problems: string[] = [];
  // Without PUBLIC_URL the gateway's return URLs follow each request's Host header: on a
  // reachable host with real money, a forged Host would send a payer to someone else's site.
  if (facts.provider === 'wompi' && !facts.publicUrl && !LOOPBACK_HOSTS.has(facts.host))
    problems.push(
      `PUBLIC_URL: con PAYMENTS_PROVIDER=wompi y HOST=${facts.host} la tienda necesita su dirección pública para las URL de regreso de los pagos. Define PUBLIC_URL=https://tu-tienda.example (o HOST=127.0.0.1 para probar en este equipo).`,
    );
  // The sandbox approves whatever its bank page is told: on the internet that is free orders.
  if (
    facts.provider === 'sandbox' &&
    facts.publicUrl?.startsWith('https://') &&
    !facts.sandboxPublic
  )
    problems.push(
      `PAYMENTS_PROVIDER: la tienda pública (${facts.publicUrl}) usaría la pasarela de pruebas. ${PAYMENT_MODE_MESSAGES.sandboxNotice}. Conecta Wompi con PAYMENTS_PROVIDER=wompi y sus llaves, o, si es una demostración a propósito, PAYMENTS_SANDBOX_PUBLIC=1.`,
    );
  return problems;
}
