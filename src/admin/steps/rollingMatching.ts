// The teacher's steps of a rolling-matching / listing round (滚动撮合 / 挂牌, type 3): open it, give
// enterprises without a listing role their own side, close it (the system cancels every open order and
// listing), then rebuild the two result reports. Its sessions (场次) are started and ended from the card
// below the rounds table, each with its own buttons (rollingSessionSteps.ts).
// Rules: docs/market-rules.md, "Rolling matching" and "Listing"; server/domain/README.md, rolling section.
import { callStep, stepHeaders } from './callStep';
import { ended, openStep } from './openStep';
import { RollingBookCard } from './RollingBookCard';
import { notOpened } from './rollingSessionSteps';
import type { MarketSteps, RoundStep } from './types';

/** The round type these steps apply to (滚动撮合 / 挂牌). */
export const rollingRoundType = 3;

const open = openStep({
  confirm: (r) =>
    `开启后学员即可看到「${r.name}」；有交易场次的轮次还需开始场次才能下单，确定开启吗？`,
  stopped: '该轮次已停止报价，不能重新开启',
});

const defaultRoles: RoundStep = {
  key: 'defaultRoles',
  label: '默认申报',
  confirm: (r) =>
    `将为「${r.name}」中尚未选择挂牌角色的企业写入默认角色（售电公司为买方、发电企业为卖方），确定执行吗？`,
  done: '已为未选择角色的企业写入默认角色',
  blockedReason: ended,
  run: (api, r) =>
    callStep(() =>
      api.POST('/api/app/listing/StartBuildDefaultDeclareJob', {
        body: { roundId: r.id },
        headers: stepHeaders,
      }),
    ),
};

const close: RoundStep = {
  key: 'close',
  label: '闭市',
  confirm: (r) =>
    `闭市后系统将撤销「${r.name}」所有未成交的委托和挂牌，分配等待中的摘牌，结束全部场次并生成结果，不能撤回，确定闭市吗？`,
  done: '已闭市，未成交的委托已由系统撤销',
  danger: true,
  blockedReason: notOpened,
  run: (api, r) =>
    callStep(() =>
      api.POST('/api/app/admin/round/{id}/close', {
        params: { path: { id: r.id } },
        headers: stepHeaders,
      }),
    ),
};

/** A report step: rebuilds one side's results and holdings once the round has closed. */
function report(side: 'demand' | 'generator'): RoundStep {
  const name = side === 'demand' ? '售电侧' : '发电侧';
  return {
    key: `${side}Report`,
    label: `生成${name}报告`,
    confirm: (r) =>
      `将按「${r.name}」的成交重新生成${name}企业的结果和持仓，已有的${name}结果会被覆盖，确定生成吗？`,
    done: `${name}报告已生成`,
    blockedReason: (r) => (r.status === 3 ? null : '请先闭市，再生成报告'),
    run: (api, r) =>
      callStep(
        () =>
          side === 'demand'
            ? api.POST('/api/app/listingDemandReport/buildReport/{roundId}', {
                params: { path: { roundId: r.id } },
                headers: stepHeaders,
              })
            : api.POST('/api/app/listingGeneratorReport/buildReport/{roundId}', {
                params: { path: { roundId: r.id } },
                headers: stepHeaders,
              }),
        (result) => `「${r.name}」已生成${name}结果 ${result.count} 条`,
      ),
  };
}

/** Rolling matching and listing's part of the teacher page, with the live book card. */
export const rollingMatchingSteps: MarketSteps = {
  serves: (round) => round.type === rollingRoundType,
  steps: [open, defaultRoles, close, report('demand'), report('generator')],
  DetailCard: RollingBookCard,
};
