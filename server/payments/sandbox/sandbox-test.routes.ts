import type { FastifyInstance } from 'fastify';
import type { SandboxProvider } from './sandbox-provider';

/**
 * Browser tests only (TEST_PAYMENT_ROUTES=1, never in production): settles a pending sandbox
 * transaction now with the verdict its own timer would give. A test can then look at a payment's
 * waiting screens as long as it needs, on a sandbox that would otherwise take minutes, and go on
 * the moment it is done instead of sleeping out a fixed delay.
 */
export function sandboxTestRoutes(provider: SandboxProvider) {
  return async (app: FastifyInstance) => {
    app.post<{ Params: { id: string } }>('/api/test/pagos/:id/liquidar', async (request, reply) => {
      if (!(await provider.settleScheduled(request.params.id))) {
        return reply.status(409).send({
          error: 'Ese pago no existe, ya terminó o lo decide la página del banco',
          code: 'NOT_SETTLEABLE',
        });
      }
      const transaction = await provider.getTransaction(request.params.id);
      return { estado: transaction?.status };
    });
  };
}
