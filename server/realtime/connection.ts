import type { WebSocket } from 'ws';
import type { Identity } from '../auth/identity';
import {
  MessageType,
  closeFrame,
  frame,
  isHubMessage,
  isJsonHandshake,
  parseFrames,
  recordSeparator,
} from './protocol';

/** One client connected to a hub: its socket, who it is and the courses whose messages it gets. */
export class HubConnection {
  private handshakeDone = false;
  private buffer = '';
  private closed = false;

  constructor(
    readonly id: string,
    private readonly socket: WebSocket,
    readonly identity: Identity,
    public courseIds: Set<number>,
    private readonly onClosed: (connection: HubConnection) => void,
  ) {
    socket.on('message', (data, isBinary) => this.receive(isBinary ? '' : data.toString()));
    socket.on('close', () => this.finish());
    socket.on('error', () => this.finish());
  }

  /** True once the handshake succeeded and until the socket closes. */
  get isOpen(): boolean {
    return this.handshakeDone && !this.closed;
  }

  /** Sends an already framed message if the connection is open. */
  send(framed: string): void {
    if (this.isOpen) this.socket.send(framed);
  }

  /** Sends a close message and closes the socket (allowReconnect lets the client come back). */
  close(error?: string, allowReconnect = true): void {
    if (this.closed) return;
    if (this.socket.readyState === this.socket.OPEN) {
      this.socket.send(closeFrame(error, allowReconnect));
      this.socket.close(1000);
      // A client that never answers the close handshake must not keep the server from stopping.
      setTimeout(() => this.socket.terminate(), 1000).unref();
    }
    this.finish();
  }

  private receive(text: string): void {
    let parsed: { values: unknown[]; rest: string };
    try {
      parsed = parseFrames(this.buffer + text);
    } catch {
      this.close('无法解析的消息', false);
      return;
    }
    this.buffer = parsed.rest;
    for (const value of parsed.values) {
      if (!this.handshakeDone) {
        if (!isJsonHandshake(value)) {
          this.socket.send(frame({ error: '仅支持 JSON 协议版本 1' }));
          this.socket.close(1002);
          this.finish();
          return;
        }
        this.handshakeDone = true;
        this.socket.send(`{}${recordSeparator}`);
        continue;
      }
      if (isHubMessage(value)) this.handle(value);
    }
  }

  private handle(message: { type: number; invocationId?: string }): void {
    if (message.type === MessageType.Close) {
      this.socket.close(1000);
      this.finish();
      return;
    }
    // These hubs only push; a client call gets a completion error so it does not wait forever.
    const isCall =
      message.type === MessageType.Invocation || message.type === MessageType.StreamInvocation;
    if (isCall && message.invocationId) {
      this.send(
        frame({
          type: MessageType.Completion,
          invocationId: message.invocationId,
          error: '该集线器不提供可调用的方法',
        }),
      );
    }
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClosed(this);
  }
}
