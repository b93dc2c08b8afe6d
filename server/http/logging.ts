import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyLogFn,
  FastifyServerOptions,
} from 'fastify';

/** Query parameters and fields whose values are secrets: never written to a log line. */
const secretNames = [
  'authorization',
  'cookie',
  'password',
  'currentPassword',
  'newPassword',
  'access_token',
  'refresh_token',
  'id_token_hint',
  'token',
  'code',
  'client_secret',
];

const secretQuery = new RegExp(`([?&](?:${secretNames.join('|')})=)[^&#]*`, 'gi');

/** A URL with the values of secret query parameters replaced by `[REDACTED]`. */
export function redactUrl(url: string): string {
  return url.replace(secretQuery, '$1[REDACTED]');
}

/** Where log lines go: a pino destination (tests capture the lines with a writable of their own). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Fastify's pino logger: one JSON line per event with the request id (`reqId`), secrets redacted
 * from headers, bodies and query strings. Level from LOG_LEVEL (default warn: a line per request
 * at info would cost every request and bury the 5xx lines).
 */
export function loggerOptions(
  stream?: LogDestination,
  level = process.env.LOG_LEVEL ?? 'warn',
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        ...secretNames.map((n) => `req.headers.${n}`),
        ...secretNames.map((n) => `*.${n}`),
        ...secretNames.map((n) => `*.*.${n}`),
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/** Logs every answer with a 5xx status at level error, with its request id, method and path. */
export function logServerErrors(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return;
    request.log.error(
      {
        reqId: request.id,
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
      },
      'server error answered',
    );
  });
}

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const levelNames: LevelName[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

type LogArgs = Parameters<FastifyLogFn>;

/**
 * A request's logger whose pino child is made on its first line at an enabled level. Methods live on
 * the prototype, so a request that logs nothing costs one small object.
 */
class LazyChildLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Parameters<FastifyBaseLogger['child']>[0],
    private readonly options: Parameters<FastifyBaseLogger['child']>[1],
  ) {}

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.real().child(...args);
  }

  silent(): void {}
  fatal(...args: LogArgs): void {
    this.write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.write('error', args);
  }
  warn(...args: LogArgs): void {
    this.write('warn', args);
  }
  info(...args: LogArgs): void {
    this.write('info', args);
  }
  debug(...args: LogArgs): void {
    this.write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.write('trace', args);
  }

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: LevelName, args: LogArgs): void {
    if (isLevelEnabled(this.made ?? this.parent, level)) this.real()[level](...args);
  }
}

/**
 * Fastify's per-request child logger, made only when a line is written. Pino's child() serialises and
 * redacts the bindings (the request id) at once; on every request that was 3% of the server's CPU under
 * load (apiLoad profile), for a logger that at level warn almost never writes. Lines below the level
 * are dropped; the first line at an enabled level makes the real child, which every later line shares.
 */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  // A route with its own level or serializers gets its real child at once (none does today).
  if (options.level !== undefined || options.serializers !== undefined) {
    return logger.child(bindings, options);
  }
  return new LazyChildLogger(logger, bindings, options);
};

/** Whether `logger` writes lines of `level` (pino's isLevelEnabled, else its level's rank). */
function isLevelEnabled(logger: FastifyBaseLogger, level: LevelName): boolean {
  const check = (logger as { isLevelEnabled?: (l: string) => boolean }).isLevelEnabled;
  if (typeof check === 'function') return check.call(logger, level);
  const rank = levelNames.indexOf(logger.level as LevelName);
  return rank === -1 || levelNames.indexOf(level) <= rank;
}
