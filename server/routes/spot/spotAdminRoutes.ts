import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/identity';
import { accessRound, assertTeacher } from '../../domain/access';
import {
  publishSpotResults,
  stageOrderReasons,
  stageRow,
  startSpotStage,
} from '../../domain/spot/spotClearingRun';
import { spotRoundDeclarations } from '../../domain/spot/spotRoundDeclarations';
import { spotRunner } from '../../domain/spot/spotRunnerShared';
import { contractRoute } from '../../http/contract';
import type { DomainRouteOptions } from '../context';
import { roundDto } from '../dto/round';
import { enumValue, listOf } from '../dto/types';
import { bidDto, offerDto } from './spotDtos';

const stageOrder = ['pre', 'interProvincial', 'formal'] as const;
const stageNames = { pre: '预出清', interProvincial: '省间现货出清', formal: '正式出清' } as const;

/**
 * Teacher steps of a day-ahead round beyond open / stop (adminRoutes): run pre-clearing, the
 * inter-provincial clearing and the formal clearing (each in the worker thread; the call returns at
 * once with code 2 and the readiness calls report progress), then publish.
 */
export async function spotAdminRoutes(
  app: FastifyInstance,
  { db, events }: DomainRouteOptions,
): Promise<void> {
  // A clearing cut off by a restart left its stage 'being generated': mark it not generated, so the
  // teacher can run it again (the stored offers and bids are untouched).
  await db
    .updateTable('spot_clearing')
    .set({ state: 0, message: '出清因服务重启中断，请重新执行' })
    .where('state', '=', 2)
    .execute();
  // Load HiGHS in the worker now, so the first clearing does not pay for it.
  void spotRunner()
    .start()
    .catch(() => undefined);
  app.addHook('onClose', async () => {
    await spotRunner().close();
  });

  contractRoute(app, 'runSpotClearingStage', async (request) => {
    const access = await accessRound(db, requireAdmin(request), request.params.id);
    assertTeacher(access);
    const { stage } = request.params;
    const { done } = await startSpotStage(db, access.round, stage);
    const push = () =>
      events.notice(
        access.round.courseId,
        JSON.stringify({ roundId: access.round.id, status: access.round.status, spotStage: stage }),
        'updateRound',
      );
    // Pages refresh when the stage starts and again when its result is stored.
    push();
    void done.then(push);
    return { code: 2 as const, message: `${stageNames[stage]}进行中` };
  });

  // Where each stage stands, with the reason a failed one gave and why the day's order keeps it
  // waiting (trainees' readiness calls say only whether a result is there).
  contractRoute(app, 'getSpotClearingStages', async (request) => {
    const access = await accessRound(db, requireAdmin(request), request.params.id);
    assertTeacher(access);
    const [pre, interProvincial, formal] = await Promise.all(
      stageOrder.map((stage) => stageRow(db, access.round.id, stage)),
    );
    const rows = { pre, interProvincial, formal };
    const blockedBy = await stageOrderReasons(db, access.round, rows);
    return listOf(
      stageOrder.map((stage) => {
        const row = rows[stage];
        return {
          stage,
          state: enumValue(row?.state ?? 0, [0, 1, 2] as const),
          message: row?.message ?? null,
          startedAt: row?.startedAt ?? null,
          finishedAt: row?.finishedAt ?? null,
          solveMs: row?.solveMs == null ? null : Math.round(row.solveMs),
          blockedBy: blockedBy[stage],
        };
      }),
    );
  });

  // What each enterprise declared: the offers and bids the clearing reads, for the teacher only.
  contractRoute(app, 'getSpotRoundDeclarations', async (request) => {
    const access = await accessRound(db, requireAdmin(request), request.params.id);
    assertTeacher(access);
    const rows = await spotRoundDeclarations(db, access.round);
    return listOf(
      rows.map(({ enterprise, units, demands }) => ({
        enterpriseId: enterprise.id,
        enterpriseName: enterprise.name,
        isBuyer: enterprise.isBuyer === 1,
        units: units.map(({ unit, offer, interProvincialOffer }) => ({
          unitId: unit.id,
          unitName: unit.name,
          capacity: unit.capacityMw,
          offer: offer && offerDto(offer, unit.name),
          interProvincialOffer: interProvincialOffer && offerDto(interProvincialOffer, unit.name),
        })),
        demands: demands.map(({ demand, bid }) => ({
          demandId: demand.id,
          demandName: demand.name,
          bid: bid && bidDto(bid),
        })),
      })),
    );
  });

  contractRoute(app, 'publishSpotResults', async (request) => {
    const access = await accessRound(db, requireAdmin(request), request.params.id);
    assertTeacher(access);
    const round = await publishSpotResults(db, access.round);
    events.notice(
      round.courseId,
      JSON.stringify({ roundId: round.id, status: round.status }),
      'updateRound',
    );
    return roundDto(round);
  });
}
