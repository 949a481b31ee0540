import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type AppConfig } from '../config';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider';
import { createWompiProvider } from './wompi/wompi-provider';

export interface ProviderDeps {
  clock: () => Date;
  log: FastifyBaseLogger;
  /** How the sandbox reaches our own webhook (the app posts the event to itself). */
  deliverEvent: (body: unknown) => Promise<void>;
}

export type ClosableProvider = PaymentProvider & { close?: () => void | Promise<void> };

/** The configured gateway adapter (DESIGN §2): the offline sandbox unless PAYMENTS_PROVIDER=wompi. */
export function createPaymentProvider(config: AppConfig, deps: ProviderDeps): ClosableProvider {
  if (config.payments.provider === 'wompi') {
    const w = config.payments.wompi;
    const missing = (
      [
        ['WOMPI_PUBLIC_KEY', w.publicKey],
        ['WOMPI_PRIVATE_KEY', w.privateKey],
        ['WOMPI_INTEGRITY_SECRET', w.integritySecret],
        ['WOMPI_EVENTS_SECRET', w.eventsSecret],
      ] as const
    )
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length)
      throw new ConfigError(`PAYMENTS_PROVIDER=wompi needs ${missing.join(', ')}`);
    return createWompiProvider({
      env: w.env,
      publicKey: w.publicKey!,
      privateKey: w.privateKey!,
      integritySecret: w.integritySecret!,
      eventsSecret: w.eventsSecret!,
    });
  }
  return createSandboxProvider({
    // The sandbox signs its events like the gateway; the secret only has to be this process's.
    eventsSecret:
      config.payments.wompi.eventsSecret ?? `test_events_${randomBytes(16).toString('hex')}`,
    publicUrl: config.publicUrl,
    settleDelayMs: config.payments.sandboxSettleMs,
    deliverEvent: deps.deliverEvent,
    clock: deps.clock,
    log: deps.log,
  });
}

/** The offline simulator, whose bank page the app serves (the scripted test gateway has none). */
export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return (
    provider.name === 'sandbox' &&
    typeof (provider as Partial<SandboxProvider>).bankView === 'function'
  );
}
