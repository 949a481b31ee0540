import type { AdminOrderEvent } from '../../../domain/admin-views';
import { backoffMs, useEventStream, type StreamStatus } from '../../app/use-event-stream';

export { backoffMs, type StreamStatus };

/**
 * GET /api/admin/eventos for the live board (the shared event-stream reader); the board's 15 s
 * refresh covers the gaps.
 */
export function useAdminEvents(onEvent: (event: AdminOrderEvent) => void): StreamStatus {
  return useEventStream<AdminOrderEvent>('/api/admin/eventos', onEvent);
}
