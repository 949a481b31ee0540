import { cpus } from 'node:os';
import { startServer } from '../testkit/server';
import { CHAT_BENCH_ENV, runChatBench } from './chat';
import { emit, startReport } from './report';

/** `node --import tsx bench/chat-run.ts` (after the build): only the chat scenario (issue 12). */
async function main(): Promise<void> {
  startReport();
  emit({ bench: 'meta', at: new Date().toISOString(), node: process.version, cpus: cpus().length });
  const server = await startServer({
    label: 'superconjunto-bench-chat',
    env: { LOG_LEVEL: 'warn', ...CHAT_BENCH_ENV },
  });
  try {
    await runChatBench(server.baseUrl, server.pid);
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
