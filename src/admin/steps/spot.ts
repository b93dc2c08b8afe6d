// The teacher's steps of a day-ahead spot round (日前现货, type 11), in the trading day's order: open
// declaration, stop declaration, pre-clearing, inter-provincial clearing, formal clearing, publish.
// Each clearing waits for the one before it (the server reports why with the stages). Clearings run in
// the server's worker; the card below the rounds table follows their progress.
// Rules: docs/market-rules.md, "Day-ahead spot" and the round life cycle.
import { callStep, stepHeaders } from './callStep';
import { ended, openStep } from './openStep';
import { SpotClearingCard } from './SpotClearingCard';
import { loadSpotStageDetails, spotStages } from './spotProgress';
import type { AdminRound, ClearingStages, MarketSteps, RoundStep } from './types';

/** The round type these steps apply to (日前现货). */
export const spotRoundType = 11;

/** Refusal of a clearing before the round is open. */
function notOpened(round: AdminRound): string | null {
  return ended(round) ?? (round.hidden ? '请先开启申报' : null);
}

/** A clearing step: starts the stage in the background (the server answers "being generated"). */
function clearing(
  stage: keyof typeof spotStages,
  confirm: (r: AdminRound) => string,
  blockedReason: (r: AdminRound) => string | null,
): RoundStep {
  return {
    key: stage,
    label: `执行${spotStages[stage]}`,
    confirm,
    done: `${spotStages[stage]}已开始，结果生成后显示在下方`,
    danger: stage === 'formal',
    needsStages: true,
    // The server refuses a stage while it is being generated, before the stage it follows in the day's
    // order is ready, or (formal) while declaration is open: its words come with the stages.
    blockedReason: (r, stages) =>
      blockedReason(r) ??
      (stages?.[stage]?.state === 'generating'
        ? `${spotStages[stage]}生成中，请等待结果后再执行`
        : (stages?.[stage]?.blockedBy ?? null)),
    run: (api, r) =>
      callStep(() =>
        api.POST('/api/app/admin/round/{id}/spot/{stage}', {
          params: { path: { id: r.id, stage } },
          headers: stepHeaders,
        }),
      ),
  };
}

const open = openStep({
  confirm: (r) => `开启后学员即可看到「${r.name}」并开始日前申报，确定开启吗？`,
  stopped: '已停止申报，不能重新开启',
});

const stop: RoundStep = {
  key: 'stop',
  label: '停止申报',
  confirm: (r) => `停止后学员不能再提交或修改「${r.name}」的报价和负荷申报，确定停止申报吗？`,
  done: '已停止申报',
  blockedReason: (r) =>
    ended(r) ?? (r.status === 2 ? '该轮次已停止申报' : r.hidden ? '请先开启申报' : null),
  run: (api, r) =>
    callStep(() =>
      api.POST('/api/app/round/StopPriceTeach', { body: { roundId: r.id }, headers: stepHeaders }),
    ),
};

const pre = clearing(
  'pre',
  (r) => `将按目前已提交的报价和负荷预测对「${r.name}」执行预出清，结果供学员参考，确定执行吗？`,
  notOpened,
);

const interProvincial = clearing(
  'interProvincial',
  (r) => `将按各省报价和省间通道限额对「${r.name}」执行省间现货出清，确定执行吗？`,
  notOpened,
);

const formal = clearing(
  'formal',
  (r) => `将按最终报价、负荷申报和省间出清结果对「${r.name}」执行正式出清（DC-OPF），确定执行吗？`,
  notOpened,
);

const publish: RoundStep = {
  key: 'publish',
  label: '发布结果',
  confirm: (r) =>
    `发布后学员即可查看「${r.name}」的正式出清结果，轮次随之结束且不能撤回，确定发布吗？`,
  done: '已发布正式出清结果',
  danger: true,
  needsStages: true,
  blockedReason: (r, stages?: ClearingStages) =>
    notOpened(r) ??
    (r.status !== 2
      ? '请先停止申报并完成正式出清'
      : // Only a ready formal result can be published (unknown stages: the server decides).
        stages && stages.formal?.state !== 'ready'
        ? stages.formal?.state === 'generating'
          ? '正式出清生成中，请等待结果后再发布'
          : '请先执行正式出清'
        : null),
  run: (api, r) =>
    callStep(() =>
      api.POST('/api/app/admin/round/{id}/spotPublish', {
        params: { path: { id: r.id } },
        headers: stepHeaders,
      }),
    ),
};

/** Day-ahead spot's part of the teacher page, with the clearing-progress card. */
export const spotSteps: MarketSteps = {
  serves: (round) => round.type === spotRoundType,
  steps: [open, stop, pre, interProvincial, formal, publish],
  loadStages: (api, round) => loadSpotStageDetails(api, round.id),
  DetailCard: SpotClearingCard,
};
