import type { FastifyInstance } from 'fastify';
import { HttpError, requireIdentity } from '../../auth/identity';
import { accessEnterprise, accessRound, ownEnterpriseId } from '../../domain/access';
import { counterpartiesOf, partyOf } from '../../domain/bilateral/bilateralParties';
import {
  actorOf,
  answerProposal,
  assertBilateral,
  createProposal,
  readProposals,
  withdrawProposal,
  type StoredProposal,
} from '../../domain/bilateral/bilateralProposals';
import { enterpriseViews } from '../../domain/enterprises';
import { contractRoute } from '../../http/contract';
import type { DomainRouteOptions } from '../context';
import { enterpriseDto } from '../dto/enterprise';
import { listOf } from '../dto/types';
import { namesFor, proposalDto, pushProposalChanges } from './bilateralDto';

/**
 * Bilateral negotiation (双边协商, round type 1): a trainee sends, answers and withdraws proposals
 * of their own enterprises and reads only the proposals those are party to; the teacher reads any
 * enterprise's but never acts for one. Every step is pushed to the course's screens.
 */
export async function bilateralRoutes(
  app: FastifyInstance,
  { db }: DomainRouteOptions,
): Promise<void> {
  const dtos = async (proposals: StoredProposal[]) => {
    const names = await namesFor(db, proposals);
    return proposals.map((p) => proposalDto(p, names));
  };
  const dto = async (proposal: StoredProposal) =>
    proposalDto(proposal, await namesFor(db, [proposal]));

  contractRoute(app, 'getBilateralProposals', async (request) => {
    const { roundId, enterpriseId } = request.query;
    const access = await accessRound(db, requireIdentity(request), roundId);
    assertBilateral(access.round);
    const party = await accessEnterprise(db, access, enterpriseId);
    return listOf(
      await dtos(
        await readProposals(db, {
          roundId,
          ...(party === undefined ? {} : { enterpriseId: party }),
        }),
      ),
    );
  });

  contractRoute(app, 'getBilateralProposal', async (request) => {
    const identity = requireIdentity(request);
    const [proposal] = await readProposals(db, { id: request.params.id });
    if (!proposal) throw new HttpError(404, `意向不存在：${request.params.id}`, 'NotFound');
    const access = await accessRound(db, identity, proposal.roundId);
    // Only the two parties (and the teacher) may see what was proposed.
    if (!access.isTeacher && actorOf(proposal, access.enterpriseIds) === 'other') {
      throw new HttpError(403, '只能查看本企业发出或收到的意向', 'Forbidden');
    }
    return dto(proposal);
  });

  contractRoute(app, 'getBilateralCounterparties', async (request) => {
    const { roundId, enterpriseId } = request.query;
    const access = await accessRound(db, requireIdentity(request), roundId);
    assertBilateral(access.round);
    await accessEnterprise(db, access, enterpriseId);
    const party = await partyOf(db, enterpriseId);
    if (!party) throw new HttpError(404, `企业 ${enterpriseId} 不存在`, 'NotFound');
    const ids = await counterpartiesOf(db, access.round, party);
    const views = await enterpriseViews(db, { courseId: access.course.id, ids });
    // Whether a counterparty has declared is not the caller's business.
    return listOf(views.map((v) => enterpriseDto({ ...v, isPrice: false })));
  });

  contractRoute(app, 'createBilateralProposal', async (request) => {
    const identity = requireIdentity(request);
    const input = request.body;
    const access = await accessRound(db, identity, input.roundId);
    // Negotiating is the trainee's act; the teacher never proposes for an enterprise.
    if (access.isTeacher) throw new HttpError(403, '教师不能代替企业发起意向', 'Forbidden');
    const from = ownEnterpriseId(access, input.fromEnterpriseId);
    const proposal = await createProposal(db, access.round, identity.userId, {
      fromEnterpriseId: from,
      toEnterpriseId: input.toEnterpriseId,
      unitId: input.unitId ?? null,
      items: input.items,
    });
    pushProposalChanges(access.course.id, access.round.id, false);
    return dto(proposal);
  });

  contractRoute(app, 'answerBilateralProposal', async (request) => {
    const identity = requireIdentity(request);
    const roundId = await roundOfProposal(request.params.id);
    const access = await accessRound(db, identity, roundId);
    if (access.isTeacher) throw new HttpError(403, '教师不能代替企业答复意向', 'Forbidden');
    const proposal = await answerProposal(
      db,
      request.params.id,
      access.enterpriseIds,
      identity.userId,
      {
        accept: request.body.accept,
        ...(request.body.reason === undefined ? {} : { reason: request.body.reason }),
      },
    );
    pushProposalChanges(access.course.id, roundId, proposal.status === 1);
    return dto(proposal);
  });

  contractRoute(app, 'withdrawBilateralProposal', async (request) => {
    const identity = requireIdentity(request);
    const roundId = await roundOfProposal(request.params.id);
    const access = await accessRound(db, identity, roundId);
    if (access.isTeacher) throw new HttpError(403, '教师不能代替企业撤回意向', 'Forbidden');
    const proposal = await withdrawProposal(
      db,
      request.params.id,
      access.enterpriseIds,
      identity.userId,
    );
    pushProposalChanges(access.course.id, roundId, false);
    return dto(proposal);
  });

  /** The round of a proposal (404 when there is none). */
  async function roundOfProposal(id: number): Promise<number> {
    const row = await db
      .selectFrom('bilateral_proposal')
      .select('roundId')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, `意向不存在：${id}`, 'NotFound');
    return row.roundId;
  }
}
