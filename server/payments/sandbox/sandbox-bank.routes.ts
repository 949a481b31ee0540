import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import type { BankDecisionAccess } from './sandbox-bank.access';
import { bankPage, notFoundPage, returnPath } from './sandbox-bank.page';
import { BANK_SCRIPT } from './sandbox-bank.script';
import type { SandboxProvider } from './sandbox-provider';

type IdParams = { Params: { id: string } };

/**
 * The sandbox bank (DESIGN §2): the page PSE and DaviPlata redirect to, and its two decisions,
 * which settle the transaction, deliver its event and send the browser back to the shop like the
 * real bank would. Register only with the sandbox provider. `shopName` is the merchant shown:
 * the shop's current name (settings). `access` decides who may decide (the payer, issue 46);
 * the page's script sends the resident's token and reads the way back as JSON.
 */
export function sandboxBankRoutes(
  provider: SandboxProvider,
  shopName: () => string = () => DEFAULT_SETTINGS.tienda.nombre,
  access?: BankDecisionAccess,
) {
  return async (app: FastifyInstance) => {
    // The buttons are plain forms: browsers post them as urlencoded, with nothing we need inside.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );

    app.get('/sandbox/banco.js', (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/javascript; charset=utf-8')
        .send(BANK_SCRIPT),
    );

    app.get<IdParams>('/sandbox/banco/:id', async (request, reply) => {
      const view = provider.bankView(request.params.id);
      if (!view) return html(reply, 404, notFoundPage());
      return html(reply, 200, bankPage(view, shopName()));
    });

    const decide =
      (approve: boolean) => async (request: FastifyRequest<IdParams>, reply: FastifyReply) => {
        const { id } = request.params;
        await access?.(request, id);
        const decision = await provider.decide(id, approve);
        if (!decision.ok && decision.reason === 'NOT_FOUND')
          return html(reply, 404, notFoundPage());
        // A second click (or a verdict the gateway already gave) changes nothing: back to the shop.
        reply.header('cache-control', 'no-store');
        if (request.headers.accept?.includes('application/json'))
          return { redirect: returnPath(id) };
        return reply.redirect(returnPath(id), 303);
      };
    app.post<IdParams>('/sandbox/banco/:id/aprobar', decide(true));
    app.post<IdParams>('/sandbox/banco/:id/rechazar', decide(false));
  };
}

function html(reply: FastifyReply, status: number, page: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}
