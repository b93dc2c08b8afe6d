// A rolling-matching session's (场次) two teacher steps, shown per session in the card under the rounds
// table: start it (openRound on its id) and end it (stopQuotation on its id; the server's single writer
// cancels what rests in it as the system and allocates waiting takes).
import { callStep, stepHeaders } from './callStep';
import { ended } from './openStep';
import type { AdminRound, RoundStep } from './types';

/** Refusal of a step that needs the round opened first. */
export const notOpened = (r: AdminRound): string | null =>
  ended(r) ?? (r.hidden ? '请先开启申报' : null);

/**
 * A session's two steps. A session is a sub-round: `hidden` until started; orders go to the first
 * started one with status 0/1; its end (status 2) cancels what rests in it.
 */
export function sessionSteps(market: AdminRound): readonly RoundStep[] {
  const start: RoundStep = {
    key: 'sessionStart',
    label: '开始本场',
    confirm: (s) => `开始后学员即可在「${s.name}」中下单、挂牌和摘牌，确定开始吗？`,
    done: '已开始',
    blockedReason: (s) =>
      notOpened(market) ?? (s.status >= 2 ? '本场次已结束' : s.hidden ? null : '本场次已开始'),
    run: (api, s) =>
      callStep(() =>
        api.POST('/api/app/admin/round/{id}/open', {
          params: { path: { id: s.id } },
          headers: stepHeaders,
        }),
      ),
  };
  const stop: RoundStep = {
    key: 'sessionStop',
    label: '结束本场',
    confirm: (s) =>
      `结束后系统将撤销「${s.name}」中所有未成交的委托和挂牌，并分配等待中的摘牌，确定结束本场吗？`,
    done: '已结束，本场未成交的委托已由系统撤销',
    danger: true,
    blockedReason: (s) =>
      ended(market) ?? (s.status >= 2 ? '本场次已结束' : s.hidden ? '本场次尚未开始' : null),
    run: (api, s) =>
      callStep(() =>
        api.POST('/api/app/round/StopPriceTeach', {
          body: { roundId: s.id },
          headers: stepHeaders,
        }),
      ),
  };
  return [start, stop];
}
