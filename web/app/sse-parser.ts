/** One server-sent event as read from a text/event-stream body. */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream parser (the WHATWG rules that matter here): feed it chunks as
 * they arrive; it returns the complete events. Comments (`: ping`) are skipped; CRLF, LF or CR end
 * lines; several `data:` lines join with '\n'.
 */
export function createSseParser() {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  let hasField = false;
  let retryMs: number | null = null;

  function line(text: string, out: SseEvent[]) {
    if (text === '') {
      if (hasField && data.length > 0)
        out.push({ id, event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      hasField = false;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    hasField = true;
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  }

  return {
    push(chunk: string): SseEvent[] {
      buffer += chunk;
      const out: SseEvent[] = [];
      let match: RegExpExecArray | null;
      const endOfLine = /\r\n|\r|\n/g;
      let start = 0;
      while ((match = endOfLine.exec(buffer)) !== null) {
        // A lone CR at the very end may be the first half of CRLF: wait for the next chunk.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        line(buffer.slice(start, match.index), out);
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
      return out;
    },
    /** The id of the last event seen (for Last-Event-ID on reconnect). */
    lastId: () => id,
    /** The server's last `retry:` hint in ms (a restarting instance sends one before closing). */
    retryMs: () => retryMs,
  };
}
