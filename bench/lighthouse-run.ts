import { cpus } from 'node:os';
import { startServer } from '../testkit/server';
import { emit, startReport } from './report';
import { runLighthouse } from './lighthouse';

/**
 * `node --import tsx bench/lighthouse-run.ts` (after `npm run build`): only the Lighthouse and
 * installability figures of /inicio and the signed-in /app, on one server it starts and stops.
 */
async function main(): Promise<void> {
  startReport();
  emit({ bench: 'meta', at: new Date().toISOString(), node: process.version, cpus: cpus().length });
  const server = await startServer({
    label: 'superconjunto-lighthouse',
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    await runLighthouse(server.baseUrl);
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
