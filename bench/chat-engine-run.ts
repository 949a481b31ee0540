import { emitEngineTiming } from './chat';
import { startReport } from './report';

/** `node --import tsx bench/chat-engine-run.ts`: the chat engine and its index rebuild alone (no build, no server). */
startReport();
emitEngineTiming();
