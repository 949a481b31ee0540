import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('server-sent events parser', () => {
  it('reads events split across chunks and skips comment pings', () => {
    const parser = createSseParser();
    expect(parser.push(': ping\n\nid: 7\nevent: ped')).toEqual([]);
    const events = parser.push('ido\ndata: {"pedido_id":3}\n\n');
    expect(events).toEqual([{ id: '7', event: 'pedido', data: '{"pedido_id":3}' }]);
    expect(parser.lastId()).toBe('7');
  });

  it('accepts CRLF (even split between chunks) and joins several data lines', () => {
    const parser = createSseParser();
    expect(parser.push('id: 1\r\ndata: a\r')).toEqual([]);
    expect(parser.push('\ndata: b\r\n\r\nid: 2\ndata: c\n\n')).toEqual([
      { id: '1', event: 'message', data: 'a\nb' },
      { id: '2', event: 'message', data: 'c' },
    ]);
  });

  it('keeps the last id across events without one', () => {
    const parser = createSseParser();
    parser.push('id: 9\nevent: pedido\ndata: x\n\n');
    expect(parser.push('event: pedido\ndata: y\n\n')).toEqual([
      { id: '9', event: 'pedido', data: 'y' },
    ]);
  });

  it("keeps the server's retry hint and ignores one that is not a number", () => {
    const parser = createSseParser();
    expect(parser.retryMs()).toBeNull();
    expect(parser.push('retry: 1000\n\n')).toEqual([]);
    expect(parser.retryMs()).toBe(1000);
    parser.push('retry: pronto\n\n');
    expect(parser.retryMs()).toBe(1000);
  });
});
