import { describe, expect, it } from 'vitest';
import {
  closeFrame,
  invocation,
  isJsonHandshake,
  parseFrames,
  pingFrame,
  recordSeparator,
} from '../../server/realtime/protocol';

describe('SignalR JSON framing', () => {
  it('splits several records in one chunk and keeps a partial record for the next chunk', () => {
    const chunk = `{"type":6}${recordSeparator}{"type":1,"target":"A"}${recordSeparator}{"type":`;
    const first = parseFrames(chunk);
    expect(first.values).toEqual([{ type: 6 }, { type: 1, target: 'A' }]);
    expect(first.rest).toBe('{"type":');
    const second = parseFrames(`${first.rest}7}${recordSeparator}`);
    expect(second).toEqual({ values: [{ type: 7 }], rest: '' });
  });

  it('throws on a record that is not JSON, so the connection can be closed', () => {
    expect(() => parseFrames(`{oops${recordSeparator}`)).toThrow();
  });

  it('accepts only the JSON protocol, version 1, as handshake', () => {
    expect(isJsonHandshake({ protocol: 'json', version: 1 })).toBe(true);
    expect(isJsonHandshake({ protocol: 'messagepack', version: 1 })).toBe(false);
    expect(isJsonHandshake({ protocol: 'json', version: 2 })).toBe(false);
    expect(isJsonHandshake(null)).toBe(false);
  });

  it('frames invocations, pings and reconnectable closes as the client expects them', () => {
    expect(invocation('OnReceiveNoticeMsg', [1, '通知', 'notice'])).toBe(
      `{"type":1,"target":"OnReceiveNoticeMsg","arguments":[1,"通知","notice"]}${recordSeparator}`,
    );
    expect(pingFrame).toBe(`{"type":6}${recordSeparator}`);
    expect(closeFrame('服务器正在重启')).toBe(
      `{"type":7,"error":"服务器正在重启","allowReconnect":true}${recordSeparator}`,
    );
    expect(closeFrame(undefined, false)).toBe(
      `{"type":7,"allowReconnect":false}${recordSeparator}`,
    );
  });
});
