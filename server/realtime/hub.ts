import crypto from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Identity } from '../auth/identity';
import { HubConnection } from './connection';
import { invocation, pingFrame } from './protocol';

/** A negotiated connection waiting for its WebSocket (the client connects right after). */
interface PendingConnection {
  connectionId: string;
  userId: string;
  expiresAt: number;
}

/** How long a negotiated connection token stays usable. */
const negotiationTtlMs = 60_000;

/** The answer to `POST {hub}/negotiate?negotiateVersion=1`: WebSockets only. */
export interface NegotiateResponse {
  negotiateVersion: 1;
  connectionId: string;
  connectionToken: string;
  availableTransports: Array<{ transport: 'WebSockets'; transferFormats: string[] }>;
}

/**
 * One SignalR hub (e.g. signalr/notice): negotiation, its live connections indexed by course, the
 * keep-alive ping and fan-out of invocations to a course's connections.
 */
export class Hub {
  private readonly pending = new Map<string, PendingConnection>();
  private readonly byCourse = new Map<number, Set<HubConnection>>();
  private readonly connections = new Set<HubConnection>();
  /** The access token each connection was opened with, checked again by revalidate. */
  private readonly tokens = new Map<HubConnection, string>();
  private readonly pingTimer: NodeJS.Timeout;

  constructor(
    readonly path: string,
    pingIntervalMs: number,
  ) {
    this.pingTimer = setInterval(() => this.ping(), pingIntervalMs);
    this.pingTimer.unref();
  }

  /** Number of open connections (for tests and the benchmark). */
  get size(): number {
    return this.connections.size;
  }

  /** Registers a negotiation for this user and returns the SignalR negotiate response. */
  negotiate(identity: Identity): NegotiateResponse {
    const now = Date.now();
    for (const [token, p] of this.pending) if (p.expiresAt < now) this.pending.delete(token);
    const connectionId = crypto.randomUUID();
    const connectionToken = crypto.randomBytes(24).toString('base64url');
    this.pending.set(connectionToken, {
      connectionId,
      userId: identity.userId,
      expiresAt: now + negotiationTtlMs,
    });
    return {
      negotiateVersion: 1,
      connectionId,
      connectionToken,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    };
  }

  /**
   * Checks a WebSocket request's connection token against a negotiation of the same user; a
   * client that skipped negotiation (no token) gets a fresh id. Returns undefined when refused.
   */
  claim(connectionToken: string | null, identity: Identity): string | undefined {
    if (!connectionToken) return crypto.randomUUID();
    const pending = this.pending.get(connectionToken);
    this.pending.delete(connectionToken);
    if (!pending || pending.expiresAt < Date.now() || pending.userId !== identity.userId) {
      return undefined;
    }
    return pending.connectionId;
  }

  /**
   * Takes over an upgraded socket for a user who receives the given courses' messages; `token` is
   * the access token it was opened with (revalidate closes it once that token is no longer valid).
   */
  accept(
    connectionId: string,
    socket: WebSocket,
    identity: Identity,
    courseIds: number[],
    token?: string,
  ): void {
    const connection = new HubConnection(connectionId, socket, identity, new Set(courseIds), (c) =>
      this.remove(c),
    );
    this.connections.add(connection);
    if (token) this.tokens.set(connection, token);
    this.index(connection);
  }

  /**
   * Checks every connection's access token again (each distinct token once) and closes, without
   * reconnect, those whose token expired or was revoked (logout). Returns how many were closed.
   */
  async revalidate(isValid: (token: string) => Promise<boolean>): Promise<number> {
    const verdicts = new Map<string, Promise<boolean>>();
    let closed = 0;
    for (const [connection, token] of [...this.tokens]) {
      let verdict = verdicts.get(token);
      if (!verdict) verdicts.set(token, (verdict = isValid(token).catch(() => true)));
      if (!(await verdict)) {
        connection.close('登录已失效，请重新登录', false);
        closed += 1;
      }
    }
    return closed;
  }

  /** Invokes a client method on every open connection of a course; returns how many got it. */
  send(courseId: number, target: string, args: unknown[]): number {
    const listeners = this.byCourse.get(courseId);
    if (!listeners) return 0;
    const framed = invocation(target, args);
    let sent = 0;
    for (const connection of listeners) {
      if (!connection.isOpen) continue;
      connection.send(framed);
      sent += 1;
    }
    return sent;
  }

  /** Moves a user's live connections to other courses (after a course switch). */
  setUserCourses(userId: string, courseIds: number[]): void {
    for (const connection of this.connections) {
      if (connection.identity.userId !== userId) continue;
      this.unindex(connection);
      connection.courseIds = new Set(courseIds);
      this.index(connection);
    }
  }

  /** Adds a course to a user's live connections (a teacher's new course). */
  addUserCourse(userId: string, courseId: number): void {
    for (const connection of this.connections) {
      if (connection.identity.userId !== userId) continue;
      this.unindex(connection);
      connection.courseIds.add(courseId);
      this.index(connection);
    }
  }

  /** Closes every connection with allowReconnect (server shutdown) and stops the ping. */
  shutdown(): void {
    clearInterval(this.pingTimer);
    for (const connection of [...this.connections]) connection.close('服务器正在重启', true);
  }

  private ping(): void {
    for (const connection of this.connections) connection.send(pingFrame);
  }

  private index(connection: HubConnection): void {
    for (const courseId of connection.courseIds) {
      let set = this.byCourse.get(courseId);
      if (!set) this.byCourse.set(courseId, (set = new Set()));
      set.add(connection);
    }
  }

  private unindex(connection: HubConnection): void {
    for (const courseId of connection.courseIds) {
      const set = this.byCourse.get(courseId);
      set?.delete(connection);
      if (set?.size === 0) this.byCourse.delete(courseId);
    }
  }

  private remove(connection: HubConnection): void {
    this.connections.delete(connection);
    this.tokens.delete(connection);
    this.unindex(connection);
  }
}
