import type { FastifyInstance, FastifyServerOptions } from 'fastify';

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
