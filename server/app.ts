import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { OneLinePerRequest } from './http/request-log';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './http/errors';
import { inlineScriptHashes } from './http/inline-scripts';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers';
import type { PageRenderer } from './http/public-pages';
import { registerSpa } from './http/spa';
import { registerLifecycle } from './http/lifecycle';
import { createShopMetrics, registerMetrics, registerMetricsRoute } from './http/metrics';
import { registerOverloadGuard } from './http/overload';
import { EMBEDDED_ADMISSION_LIMIT, registerAdmission } from './http/admission';
import { healthRoutes } from './modules/health/health.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { catalogSearchRoutes } from './modules/catalog/catalog-search.routes';
import { adminOrderRoutes } from './modules/admin-orders/admin-orders.routes';
import { adminEventRoutes } from './modules/admin-orders/admin-events.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { liveOrderRoutes } from './modules/live-orders/live-orders.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { returnPaymentOfCancelledOrder } from './modules/payments/refunds.service';
import { createPaymentProvider, isSandbox, type ClosableProvider } from './payments';
import type { PaymentProvider } from './payments/provider';
import { sandboxBankRoutes } from './payments/sandbox/sandbox-bank.routes';
import { payerOnly } from './payments/sandbox/sandbox-bank.access';
import { sandboxTestRoutes } from './payments/sandbox/sandbox-test.routes';
import { WOMPI_BASE_URLS } from './payments/wompi/wompi-provider';
import { createCatalogCache, type CatalogCache } from './modules/catalog/catalog.cache';
import { authRoutes } from './modules/auth/auth.routes';
import { factorRoutes } from './modules/auth/factors.routes';
import { passkeyRoutes } from './modules/auth/passkeys.routes';
import { sessionRoutes } from './modules/auth/sessions.routes';
import { registerApiDocs } from './http/api-docs';
import { createAuthGuard, STAFF_PATH, staffPermissionOf, type RouteEntry } from './http/auth-guard';
import { adminUserRoutes } from './modules/admin-users/admin-users.routes';
import { accessResetRoutes } from './modules/admin-users/access-reset.routes';
import { adminAuditRoutes } from './modules/admin-audit/admin-audit.routes';
import { adminProductRoutes } from './modules/admin-products/admin-products.routes';
import { adminCategoryRoutes } from './modules/admin-categories/categories.routes';
import { pointsRoutes } from './modules/points/points.routes';
import { promoCodeRoutes } from './modules/promo-codes/promo-codes.routes';
import { createPromoAttempts } from './modules/promo-codes/promo-attempts';
import { adminExpenseRoutes } from './modules/admin-expenses/admin-expenses.routes';
import { adminMarginRoutes } from './modules/admin-margins/admin-margins.routes';
import { adminPackageRoutes } from './modules/admin-packages/admin-packages.routes';
import { adminPopupRoutes } from './modules/admin-popup/admin-popup.routes';
import { adminRewardRoutes } from './modules/admin-rewards/admin-rewards.routes';
import { profitabilityRoutes } from './modules/admin-profitability/profitability.routes';
import { chatRoutes } from './assistant/chat.routes';
import { catalogReader } from './modules/catalog/catalog-reader';
import { accountRoutes } from './modules/privacy/account.routes';
import { adminRequestRoutes } from './modules/privacy/admin-requests.routes';
import { createPushDispatcher, type PushDispatcher } from './push/push-dispatcher';
import { pushRoutes } from './push/push.routes';
import { newStaffDeviceMessage } from '../domain/push';
import { createPushSender } from './push/push-sender';
import { createSettingsStore, type SettingsStore } from './modules/settings/settings.store';
import { settingsRoutes } from './modules/settings/settings.routes';
import { firstStartRoutes } from './modules/settings/first-start.routes';
import { createSetupGate } from './modules/settings/first-start.service';
import { firstStepsRoutes } from './modules/settings/first-steps.routes';
import { supportRoutes } from './modules/support/support.routes';
import { packingRoutes } from './modules/packing/packing.routes';
import { schedulingRoutes } from './modules/scheduling/scheduling.routes';
import { createScheduler, type Scheduler } from './modules/scheduling/scheduler.job';
import { missingItemsRoutes } from './modules/missing-items/missing-items.routes';

/**
 * Builds the Fastify instance from a config and an open database; main.ts listens, tests inject.
 * To add a feature: write server/modules/<area>/<area>.routes.ts exporting a plugin factory that
 * takes what it needs (database, clock, config) and register it below.
 */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  /** Injected so rules that depend on time (service hours, expiry) are testable. */
  clock?: () => Date;
  /** A gateway other than the configured one (tests drive a scripted one). */
  paymentProvider?: PaymentProvider;
  /** Shorter long waits and gateway checks for tests. */
  paymentTimings?: { longWaitMs?: number; gatewayCheckMs?: number; expiryIntervalMs?: number };
  /** How often open missing-item questions are checked for their deadline; 0: off (tests). */
  missingExpiryIntervalMs?: number;
  /** How often pending orders are checked for lateness (Web Push); 0 = never (tests call it). */
  pushLateIntervalMs?: number;
  /** Draws the public pages (tests); by default the build's renderer in dist/prerender. */
  pageRenderer?: PageRenderer;
  /** How often scheduled orders are moved to the pending lane; 0 = never (tests call runOnce). */
  schedulerIntervalMs?: number;
}

export async function buildApp({
  config,
  database,
  clock: baseClock = () => new Date(),
  paymentProvider,
  paymentTimings = {},
  missingExpiryIntervalMs,
  pushLateIntervalMs,
  pageRenderer,
  schedulerIntervalMs,
}: AppDeps): Promise<FastifyInstance> {
  // Browser tests of time rules (a late delivery) move the clock forward (TEST_CLOCK_ROUTES).
  let clockOffsetMs = 0;
  const clock = config.testClockRoutes
    ? () => new Date(baseClock().getTime() + clockOffsetMs)
    : baseClock;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    logController: new OneLinePerRequest(),
    // Forwarded headers are believed only from the proxies TRUST_PROXY names (issue 46): behind a
    // published container port every client arrives from a private address, so trusting private
    // peers let anyone pick the IP of the per-IP limits. They also shape the gateway's return
    // URLs (server/http/request-origin.ts).
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // While closing, Fastify would answer a keep-alive request 503 with no Retry-After; our
    // drain hook (http/lifecycle.ts) answers it instead, with the hint clients need (issue 27).
    return503OnClosing: false,
    // Plain-object JSON parsing only: no prototype poisoning through bodies.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('clock', clock);
  // Before every route, so draining, shedding and timing see every request.
  registerLifecycle(app);
  registerMetrics(app, createShopMetrics(database));
  await registerOverloadGuard(app, config.overload);
  registerAdmission(app, database.kind === 'pglite' ? EMBEDDED_ADMISSION_LIMIT : 0);

  registerSecurityHeaders(
    app,
    securityHeaders({
      https: config.publicUrl.startsWith('https://'),
      // With the real gateway the browser tokenizes cards at Wompi itself: that one origin only.
      connectSrc:
        config.payments.provider === 'wompi'
          ? [new URL(WOMPI_BASE_URLS[config.payments.wompi.env]).origin]
          : [],
      scriptSrc: config.webDir
        ? inlineScriptHashes(readFileSync(join(config.webDir, 'index.html'), 'utf8'))
        : [],
    }),
  );
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  const setupGate = createSetupGate(database.db);
  // The pages print the settings store's copy (decorated below, before any request is answered).
  const spa = config.webDir
    ? await registerSpa(app, config.webDir, {
        data: async () => ({
          ajustes: app.shopSettings.current(),
          ventana: app.shopSettings.serviceHours(),
          categorias: (JSON.parse((await catalogCache.categories.get()).body.toString('utf8')) as { categorias: string[] }).categorias,
        }),
        // A category put on sale or emptied draws the landing again, as a saved setting does.
        version: async () => `${app.shopSettings.version()}:${(await catalogCache.categories.get()).etag}`,
        render: pageRenderer,
        setupOpen: () => setupGate.isOpen(),
      })
    : undefined;
  registerErrorHandling(app, spa?.sendPageOrNotFound);

  app.decorateRequest('user', null);
  const guard = createAuthGuard({ secret: config.jwtSecret, database, clock });
  const stopAccessSignal = await guard.watchAccess();
  app.addHook('onClose', async () => stopAccessSignal());
  const catalogCache = createCatalogCache(database, clock, {
    onPublishError: (error) => app.log.warn({ err: error }, 'catalogue change not published'),
  });
  app.decorate('catalogCache', catalogCache);
  const stopCatalogSignal = await catalogCache.listen();
  app.addHook('onClose', async () => stopCatalogSignal());
  // Every rule reads the shop's settings from memory (issue 26): loaded before any route answers,
  // refreshed by NOTIFY ajustes when another instance saves them.
  const shopSettings = createSettingsStore(database, {
    override: config.serviceHours,
    onReloadError: (error) => app.log.warn({ err: error }, 'settings not reloaded'),
  });
  const stopSettingsSignal = await shopSettings.listen();
  await shopSettings.load();
  app.decorate('shopSettings', shopSettings);
  app.addHook('onClose', async () => stopSettingsSignal());
  // A back-office route that declares no permission would be open to any signed-in account:
  // refused at startup, not found by a probe (issue 39; the route walk test checks each one).
  const routeInventory: RouteEntry[] = [];
  app.decorate('routeInventory', routeInventory);
  app.addHook('onRoute', (route) => {
    const permission = staffPermissionOf(route);
    if (STAFF_PATH.test(route.url) && permission === undefined)
      throw new Error(`staff route without a declared permission: ${String(route.method)} ${route.url}`);
    const hooks = [route.preValidation, route.preHandler, route.onRequest].flat();
    for (const method of [route.method].flat())
      routeInventory.push({ method, url: route.url, permission, signedIn: permission !== undefined || hooks.includes(guard.requireUser) });
  });
  // Administrators only unless API_DOCS_PUBLIC=1 (issue 46); scripts sign in and send the token.
  await registerApiDocs(app, guard, config.apiDocsPublic ? undefined : guard.requireAdmin);
  registerMetricsRoute(app, config.metricsToken);

  await app.register(healthRoutes(database));
  await app.register(authRoutes({ database, guard, limits: config.limits }));
  // A staff sign-in from a new device tells the administrators' phones (issue 39); the push
  // dispatcher is built further down, and the sign-in only happens once the server listens.
  const onNewDevice = ({ dispositivo }: { dispositivo: string }) =>
    void app.push.deliver(newStaffDeviceMessage(dispositivo, clock())).catch((error: unknown) => {
      app.log.warn({ err: error }, 'new-device notice not sent');
    });
  await app.register(factorRoutes({ database, guard, limits: config.limits, onNewDevice }));
  await app.register(
    passkeyRoutes({
      database,
      guard,
      limits: config.limits,
      onNewDevice,
      // The relying party is the host the shop is opened under (PUBLIC_URL wins), as the gateway's return URLs.
      origin: { publicUrl: config.publicUrl, publicUrlSet: config.publicUrlSet, trustProxy: config.trustProxy !== false },
    }),
  );
  await app.register(sessionRoutes({ database, guard }));
  await app.register(adminUserRoutes({ database, guard }));
  await app.register(accessResetRoutes({ database, guard }));
  await app.register(adminAuditRoutes({ database, guard }));
  await app.register(adminProductRoutes({ database, guard, catalogCache }));
  await app.register(adminCategoryRoutes({ database, guard, catalogCache }));
  await app.register(pointsRoutes({ database, guard }));
  // One count of promo-code attempts for every route that takes a code (issue 46).
  const promoAttempts = createPromoAttempts();
  await app.register(promoCodeRoutes({ database, guard, attempts: promoAttempts }));
  await app.register(adminPackageRoutes({ database, guard, catalogCache }));
  await app.register(adminMarginRoutes({ database, guard, catalogCache }));
  await app.register(adminPopupRoutes({ database, guard, catalogCache }));
  await app.register(adminExpenseRoutes({ database, guard }));
  await app.register(adminRewardRoutes({ database, guard }));
  await app.register(packingRoutes({ database, guard }));
  await app.register(
    missingItemsRoutes({
      database,
      guard,
      catalogCache,
      settings: shopSettings,
      expiryIntervalMs: missingExpiryIntervalMs,
    }),
  );
  await app.register(profitabilityRoutes({ database, guard }));
  await app.register(accountRoutes({ database, guard }));
  await app.register(adminRequestRoutes({ database, guard }));
  await app.register(supportRoutes({ database, guard }));
  await app.register(catalogRoutes({ cache: catalogCache, sendPage: spa?.sendIndex }));
  await app.register(catalogSearchRoutes({ read: catalogReader(catalogCache) }));
  await app.register(
    orderRoutes({
      database,
      guard,
      catalogCache,
      promoAttempts,
      sendPage: spa?.sendIndex,
    }),
  );
  await app.register(schedulingRoutes({ database, guard }));
  const provider: ClosableProvider =
    paymentProvider ??
    createPaymentProvider(config, {
      clock,
      log: app.log,
      // The sandbox posts its signed events to our own webhook, through the same checks as Wompi's.
      deliverEvent: async (body) => {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/pagos/eventos',
          payload: body as object,
        });
        if (answer.statusCode !== 200) throw new Error(`webhook answered ${answer.statusCode}`);
      },
    });
  app.addHook('onClose', async () => provider.close?.());
  const paymentDeps = { database, provider, log: app.log };
  await app.register(
    adminOrderRoutes({
      database,
      guard,
      catalogCache,
      returnPayment: (id) => returnPaymentOfCancelledOrder(paymentDeps, id),
    }),
  );
  await app.register(adminEventRoutes({ database, guard }));
  await app.register(
    liveOrderRoutes({
      database,
      guard,
      catalogCache,
      returnPayment: (id) => returnPaymentOfCancelledOrder(paymentDeps, id),
    }),
  );
  await app.register(
    paymentRoutes({
      database,
      guard,
      catalogCache,
      provider,
      promoAttempts,
      publicUrl: config.publicUrl,
      origin: {
        publicUrl: config.publicUrl,
        publicUrlSet: config.publicUrlSet,
        trustProxy: config.trustProxy !== false,
      },
      ...paymentTimings,
    }),
  );
  if (isSandbox(provider)) {
    await app.register(
      sandboxBankRoutes(
        provider,
        () => shopSettings.current().tienda.nombre,
        payerOnly(guard, database),
      ),
    );
    if (config.testPaymentRoutes) await app.register(sandboxTestRoutes(provider));
  }
  await app.register(
    chatRoutes({
      database,
      guard,
      catalogCache,
      config,
      returnPayment: (id) => returnPaymentOfCancelledOrder(paymentDeps, id),
    }),
  );
  await app.register(pushRoutes({ database, guard, push: config.push }));
  // Web Push of order changes, sent by the instance that made them (decision 0012).
  const push = createPushDispatcher({
    database,
    sender: createPushSender(config.push, { allowTestEndpoints: config.push.allowHttpEndpoints }),
    clock,
    log: app.log,
    delivery: () => shopSettings.current().entrega,
    lateIntervalMs: pushLateIntervalMs,
  });
  app.decorate('push', push);
  await push.start();
  app.addHook('onClose', async () => push.stop());
  // Scheduled orders join the pending lane when their preparation starts (issue 45): every
  // instance runs it, each order moves once (decision 0026). After the push dispatcher listens.
  const scheduler = createScheduler({
    database,
    clock,
    settings: () => shopSettings.current().programacion,
    log: app.log,
  });
  app.decorate('scheduler', scheduler);
  scheduler.start(schedulerIntervalMs);
  app.addHook('onClose', async () => scheduler.stop());
  await app.register(settingsRoutes({ guard, store: shopSettings }));
  await app.register(
    firstStartRoutes({
      database,
      guard,
      store: shopSettings,
      gate: setupGate,
      secret: config.jwtSecret,
      paymentsProvider: provider.name,
    }),
  );
  await app.register(firstStepsRoutes({ database, guard, paymentsProvider: provider.name }));

  if (config.testClockRoutes) {
    app.post('/api/test/reloj', async (request, reply) => {
      const minutes = Number(
        (request.body as { avanzar_minutos?: unknown } | null)?.avanzar_minutos,
      );
      if (!Number.isInteger(minutes) || minutes < 0 || minutes > 24 * 60) {
        return reply.status(400).send({ error: 'avanzar_minutos inválido', code: 'VALIDATION' });
      }
      clockOffsetMs += minutes * 60_000;
      // A browser test that moves the clock past a slot's preparation sees the move at once.
      await scheduler.runOnce();
      return { ahora: clock().toISOString() };
    });
  }

  if (config.benchRoutes) {
    const constant = JSON.stringify({ ok: true });
    app.get('/api/bench/constant', (_request, reply) =>
      reply.type('application/json').send(constant),
    );
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: () => Date;
    /** Tests that write to the database directly call `invalidate()` like a feature would. */
    catalogCache: CatalogCache;
    /** Web Push: tests wait on `idle()` and run `checkLate()` themselves. */
    push: PushDispatcher;
    /** The shop's settings as every rule reads them (issue 26). */
    shopSettings: SettingsStore;
    /** Scheduled orders' move to the pending lane (issue 45): tests call `runOnce()`. */
    scheduler: Scheduler;
  }
}
