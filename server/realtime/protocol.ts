/** Ends every message of the SignalR JSON hub protocol (ASCII record separator). */
export const recordSeparator = '\u001e';

/** Message types of the SignalR hub protocol. */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** A message as read from the wire: the type plus whatever fields it carries. */
export interface HubMessage {
  type: number;
  invocationId?: string;
  target?: string;
  arguments?: unknown[];
  error?: string;
  allowReconnect?: boolean;
}

/** The handshake request a client sends first. */
export interface HandshakeRequest {
  protocol: string;
  version: number;
}

/** Frames one JSON value as a protocol message. */
export function frame(value: unknown): string {
  return JSON.stringify(value) + recordSeparator;
}

/** Splits received text into JSON values; a trailing partial record is returned as `rest`. */
export function parseFrames(text: string): { values: unknown[]; rest: string } {
  const parts = text.split(recordSeparator);
  const rest = parts.pop() ?? '';
  return { values: parts.filter((p) => p.length > 0).map((p) => JSON.parse(p) as unknown), rest };
}

/** True when a value is a valid handshake request for the JSON protocol, version 1. */
export function isJsonHandshake(value: unknown): value is HandshakeRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.protocol === 'json' && v.version === 1;
}

/** True when a value looks like a hub message (an object with a numeric type). */
export function isHubMessage(value: unknown): value is HubMessage {
  return (
    typeof value === 'object' && value !== null && typeof (value as HubMessage).type === 'number'
  );
}

/** A server-to-client invocation of a client method, without an invocation id (fire and forget). */
export function invocation(target: string, args: unknown[]): string {
  return frame({ type: MessageType.Invocation, target, arguments: args });
}

/** The keep-alive ping. */
export const pingFrame = frame({ type: MessageType.Ping });

/** A close message; with allowReconnect the client's automatic reconnect starts. */
export function closeFrame(error?: string, allowReconnect = true): string {
  return frame({ type: MessageType.Close, ...(error ? { error } : {}), allowReconnect });
}
