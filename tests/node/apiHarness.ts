import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { operationOf, responseValidator, type OperationId } from '../../server/http/contract';
import { openTarget } from './storageTargets';
import { copyWorldTemplate, seedWorld, worldTokens, type WorldTokens } from './worldTemplate';

/** The demo app on a fresh database with tokens for the roles the authorisation tests need. */
export interface ApiWorld {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** Demo course and its first (open, type 15, provincial) round. */
  courseId: number;
  roundId: number;
  hiddenRoundId: number;
  sceneId: number;
  /** Enterprises of trainee1 (seller, 山东) and trainee5 (buyer, 山东). */
  sellerId: number;
  buyerId: number;
  tokens: WorldTokens;
  dispose: () => Promise<void>;
}

/**
 * Opens the demo world: seeded database (SQLite, copied from the run's template, or PostgreSQL via
 * TEST_DATABASE_URL, seeded afresh), the app, five tokens.
 */
export async function openApiWorld(dialect: 'sqlite' | 'postgres' = 'sqlite'): Promise<ApiWorld> {
  const target = dialect === 'postgres' ? await openTarget('postgres') : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-api-'));
  const copiedTokens = target ? undefined : await copyWorldTemplate(dataDir);
  const db = target?.db ?? (await openDatabase(dataDir));
  if (target) await seedWorld(db);
  const app = await buildApp({ db, staticDir: '/nonexistent' });
  const tokens = copiedTokens ?? (await worldTokens(app));
  const course = await db.selectFrom('course').select(['id', 'sceneId']).executeTakeFirstOrThrow();
  const rounds = await db
    .selectFrom('round')
    .select(['id', 'isHide'])
    .where('courseId', '=', course.id)
    .orderBy('id')
    .execute();
  const enterprise = async (userName: string) =>
    (
      await db
        .selectFrom('user_course')
        .innerJoin('users', 'users.id', 'user_course.userId')
        .select('user_course.enterpriseId')
        .where('users.userName', '=', userName)
        .executeTakeFirstOrThrow()
    ).enterpriseId ?? 0;
  return {
    app,
    db,
    courseId: course.id,
    sceneId: course.sceneId,
    roundId: rounds[0]?.id ?? 0,
    hiddenRoundId: rounds.find((r) => r.isHide === 1)?.id ?? 0,
    sellerId: await enterprise('trainee1'),
    buyerId: await enterprise('trainee5'),
    tokens,
    dispose: async () => {
      await app.close();
      await (target ? target.dispose() : db.destroy());
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A call of one contract operation. */
export interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  token?: string;
}

/** Calls an operation by id: method and URL come from the contract. */
export async function call(
  app: FastifyInstance,
  operationId: OperationId,
  c: Call = {},
): Promise<LightMyRequestResponse> {
  const { method, url } = operationOf(operationId);
  const filled = url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(c.params?.[name] ?? '')),
  );
  const query = new URLSearchParams(
    Object.entries(c.query ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString();
  return app.inject({
    method,
    url: query ? `${filled}?${query}` : filled,
    headers: c.token ? { authorization: `Bearer ${c.token}` } : {},
    ...(c.body === undefined ? {} : { payload: c.body as object }),
  });
}

/** Asserts a 200 (or 204) whose body matches the contract's response schema; returns the body. */
export function expectContractOk<T = unknown>(
  operationId: OperationId,
  response: LightMyRequestResponse,
): T {
  if (response.statusCode === 204) return undefined as T;
  expect(response.statusCode, response.body).toBe(200);
  const body: unknown = response.json();
  const validate = responseValidator(operationId, 200);
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  return body as T;
}

/** Asserts an ABP error with the status; returns its message (and validation members). */
export function expectAbpError(
  response: LightMyRequestResponse,
  status: number,
): { message: string; members: string[] } {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as {
    error: { message: string; validationErrors: Array<{ members: string[] }> | null };
  };
  expect(body.error.message.length).toBeGreaterThan(0);
  return {
    message: body.error.message,
    members: (body.error.validationErrors ?? []).flatMap((v) => v.members),
  };
}

/** Calls a list operation, asserts a contract-true 200 and returns its items. */
export async function okItems<T>(
  app: FastifyInstance,
  operationId: OperationId,
  c: Call,
): Promise<T[]> {
  return expectContractOk<{ items: T[] }>(operationId, await call(app, operationId, c)).items;
}
