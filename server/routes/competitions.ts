import type { FastifyInstance } from 'fastify';
import { requireIdentity } from '../auth/identity';
import { listCompetitions, signUp, withdraw } from '../domain/competitions';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { listOf } from './dto/types';

/** Competition sign-ups (see server/domain/competitions.ts for the rules). */
export async function competitionRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'getUserCompetitionList', async (request) =>
    listOf(await listCompetitions(db, requireIdentity(request))),
  );

  contractRoute(app, 'signupCompetition', async (request) =>
    signUp(db, requireIdentity(request), request.body.courseId),
  );

  contractRoute(app, 'deleteUserCompetition', async (request) => {
    await withdraw(db, requireIdentity(request), request.params.id);
    return undefined;
  });
}
