// The teacher's steps of a bilateral negotiation round (双边协商, type 1): open it, stop quotation and
// close it. Stopping (or closing) withdraws every proposal still waiting for an answer; accepted ones
// are contracts already. Rules: docs/market-rules.md, "Bilateral negotiation".
import { BilateralProposalsCard } from './BilateralProposalsCard';
import { callStep, stepHeaders } from './callStep';
import { ended, openStep } from './openStep';
import type { MarketSteps, RoundStep } from './types';

/** The round type these steps apply to (双边协商). */
export const bilateralType = 1;

const open = openStep({
  confirm: (r) => `开启后学员即可看到「${r.name}」并相互发起意向，确定开启吗？`,
  stopped: '已停止报价，不能重新开启',
});

const stop: RoundStep = {
  key: 'stop',
  label: '停止报价',
  confirm: (r) =>
    `停止后学员不能再发起、答复或撤回「${r.name}」的意向，未答复的意向由系统撤回，确定停止报价吗？`,
  done: '已停止报价，未答复的意向已由系统撤回',
  blockedReason: (r) =>
    ended(r) ?? (r.status === 2 ? '该轮次已停止报价' : r.hidden ? '请先开启申报' : null),
  run: (api, r) =>
    callStep(() =>
      api.POST('/api/app/round/StopPriceTeach', { body: { roundId: r.id }, headers: stepHeaders }),
    ),
};

const close: RoundStep = {
  key: 'close',
  label: '闭市',
  confirm: (r) => `闭市后「${r.name}」结束，已接受的意向即为合同，不能撤回，确定闭市吗？`,
  done: '已闭市',
  danger: true,
  blockedReason: (r) => ended(r) ?? (r.hidden ? '请先开启申报' : null),
  run: (api, r) =>
    callStep(() =>
      api.POST('/api/app/admin/round/{id}/close', {
        params: { path: { id: r.id } },
        headers: stepHeaders,
      }),
    ),
};

/** Bilateral negotiation's part of the teacher page. */
export const bilateralSteps: MarketSteps = {
  serves: (round) => round.type === bilateralType,
  steps: [open, stop, close],
  DetailCard: BilateralProposalsCard,
};
