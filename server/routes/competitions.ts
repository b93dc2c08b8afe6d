import type { FastifyInstance } from 'fastify';
import { requireIdentity } from '../auth/identity';
import { admitSignup, listCompetitions, signUp, withdraw } from '../domain/competitions';
import { contractRoute } from '../http/contract';
import type { DomainRouteOptions } from './context';
import { listOf } from './dto/types';

/** A sign-up as the contract's UserCompetition (isAdmitted as a boolean). */
function competitionDto<T extends { isAdmitted: number }>(
  row: T,
): Omit<T, 'isAdmitted'> & { isAdmitted: boolean } {
  return { ...row, isAdmitted: row.isAdmitted === 1 };
}

/** Competition sign-ups (see server/domain/competitions.ts for the rules). */
export async function competitionRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  contractRoute(app, 'getUserCompetitionList', async (request) =>
    listOf((await listCompetitions(db, requireIdentity(request))).map(competitionDto)),
  );

  contractRoute(app, 'signupCompetition', async (request) =>
    competitionDto(await signUp(db, requireIdentity(request), request.body.courseId)),
  );

  contractRoute(app, 'updateUserCompetitionAdmission', async (request) =>
    competitionDto(
      await admitSignup(db, requireIdentity(request), request.params.id, request.body.isAdmitted),
    ),
  );

  contractRoute(app, 'deleteUserCompetition', async (request) => {
    await withdraw(db, requireIdentity(request), request.params.id);
    return undefined;
  });
}
