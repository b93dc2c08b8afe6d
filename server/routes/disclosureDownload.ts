import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError, requireIdentity } from '../auth/identity';
import { accessRound } from '../domain/access';
import { loadCourseGrid } from '../domain/gridData';
import { disclosureWorkbook } from '../domain/disclosureWorkbook';
import { getRound } from '../domain/rounds';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';

/** How long a download link stays valid. */
const linkLifetimeMs = 10 * 60 * 1000;
/** Path of the workbook file; the app opens it in a new window, which sends no bearer token. */
const filePath = '/api/app/reportHelp/excelFile/';

/**
 * The disclosure workbook: `getDisclosureExcelPath` checks the caller and answers a link signed
 * for this server process (HMAC with a key made at start) that expires after ten minutes; the link
 * itself needs no token, so a plain browser download works.
 */
export async function disclosureDownloadRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  const key = crypto.randomBytes(32);
  const sign = (roundId: number, expires: number) =>
    crypto.createHmac('sha256', key).update(`${roundId}.${expires}`).digest('base64url');

  contractRoute(app, 'getDisclosureExcelPath', async (request) => {
    const { round } = await accessRound(db, requireIdentity(request), request.params.roundId);
    const expires = Date.now() + linkLifetimeMs;
    const signature = sign(round.id, expires);
    return { path: `${filePath}${round.id}?expires=${expires}&signature=${signature}` };
  });

  app.get<{ Params: { roundId: string }; Querystring: { expires?: string; signature?: string } }>(
    `${filePath}:roundId`,
    async (request, reply) => {
      const roundId = Number(request.params.roundId);
      const expires = Number(request.query.expires);
      const given = Buffer.from(request.query.signature ?? '');
      const wanted = Buffer.from(
        Number.isInteger(roundId) && Number.isFinite(expires) ? sign(roundId, expires) : '',
      );
      const valid =
        given.length > 0 && given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
      if (!valid || expires < Date.now()) {
        throw new HttpError(403, '下载链接无效或已过期，请重新点击下载', 'Forbidden');
      }
      const round = await getRound(db, roundId);
      const course = await db
        .selectFrom('course')
        .select(['id', 'sceneId'])
        .where('id', '=', round.courseId)
        .executeTakeFirstOrThrow();
      const bytes = await disclosureWorkbook(db, await loadCourseGrid(db, course));
      const name = encodeURIComponent(`信息披露-${round.name}.xlsx`);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="disclosure.xlsx"; filename*=UTF-8''${name}`,
        )
        .send(bytes);
    },
  );
}
