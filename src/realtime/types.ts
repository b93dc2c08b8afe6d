// The seam between push transport and the app (like refine's LiveProvider): the shell subscribes to
// hub events through this interface, so tests drive it without a server and the transport can change.

/** The two hubs of spec section 4. */
export type HubName = 'notice' | 'titan';

/** A live connection to both hubs. */
export interface RealtimeProvider {
  /** Connects both hubs; resolves once both are connected (reconnects are automatic afterwards). */
  start(): Promise<void>;
  /** Disconnects both hubs. */
  stop(): Promise<void>;
  /** Listens to a hub method; returns the function that stops listening. */
  on(hub: HubName, method: string, handler: (...args: unknown[]) => void): () => void;
  /** Listens to the connection's automatic reconnects and its final close, when the transport has them. */
  onStateChange?(listener: (state: ConnectionChange) => void): () => void;
}

/** A change of the connection after it started. */
export type ConnectionChange = 'reconnecting' | 'reconnected' | 'closed';
