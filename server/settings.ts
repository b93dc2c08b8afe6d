import path from 'node:path';

/** Server settings, read from environment variables with safe defaults (documented in README). */
export interface ServerSettings {
  /** TCP port for the app, API, identity provider and hubs (PORT, default 8080). */
  port: number;
  /** Interface to listen on (HOST, default 127.0.0.1; use 0.0.0.0 to serve a network). */
  host: string;
  /** Folder holding the embedded database and other state (DATA_DIR, default ./data). */
  dataDir: string;
  /** Folder with the built front end (STATIC_DIR, default ./dist). */
  staticDir: string;
  /**
   * Whether the spot worker clears a synthetic day in the background once the server listens (SPOT_WARM_UP,
   * default on; `off` for test and bench servers that clear no full-size spot day and share the CPU).
   */
  spotWarmUp: boolean;
}

/** Reads the settings from an environment (process.env by default). */
export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const root = process.cwd();
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    staticDir: path.resolve(root, env.STATIC_DIR ?? 'dist'),
    spotWarmUp: env.SPOT_WARM_UP !== 'off',
  };
}
