// Readiness of centralised-bidding results, in the codes of the contract's ReadinessResult.
import type { Db } from '../db';
import { clearingState, clearingStateOf } from './centerTradeClearing';

/** A readiness answer: 0 not generated, 1 ready, 2 being generated (retry after 2 s). */
export interface Readiness {
  code: 0 | 1 | 2;
  message: string;
}

/** Readiness of a round's centralised-bidding result; `interProvincial` picks the message wording. */
export async function centerTradeReadiness(
  db: Db,
  roundId: number,
  interProvincial: boolean,
): Promise<Readiness> {
  const state = await clearingStateOf(db, roundId);
  const what = interProvincial ? '省间集中竞价' : '集中竞价';
  if (state === clearingState.ready) return { code: 1, message: `${what}结果已生成` };
  if (state === clearingState.generating) {
    return { code: 2, message: `${what}结果缓存生成中，正在加载...` };
  }
  return { code: 0, message: `${what}结果尚未生成，请稍后查询` };
}
