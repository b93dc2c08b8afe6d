// The step buttons of one round, from its market's step list: each asks for confirmation, runs its
// call and reports the outcome; a step the round's state does not allow is disabled with the reason.
// A step whose reason comes with the market's stage report loads until the report is there.
import { App, Button, Space, Tooltip } from 'antd';
import { useMemo } from 'react';
import type { ApiClient } from '../api/client';
import { useServices } from '../shell/services';
import type { AdminRound, ClearingStages, RoundStep, StepOutcome } from './steps/types';
import { useLoad } from './useLoad';

/** Props of the buttons. */
export interface RoundStepButtonsProps {
  round: AdminRound;
  steps: readonly RoundStep[];
  /** The market's clearing-stage report; loaded again whenever the round is (every refresh). */
  loadStages?: (api: ApiClient, round: AdminRound) => Promise<ClearingStages>;
  /** Called after the call answered (success or refusal). */
  onOutcome(step: RoundStep, round: AdminRound, outcome: StepOutcome): void;
}

/** E.g. 开启申报 · 停止报价 · 出清 for one centralised-bidding round. */
export function RoundStepButtons({ round, steps, loadStages, onOutcome }: RoundStepButtonsProps) {
  const { api } = useServices();
  const { modal } = App.useApp();
  // A hidden or ended round is blocked by its status alone: no stage report is needed.
  const live = !round.hidden && round.status < 3;
  const stages = useLoad(
    useMemo(
      () => (loadStages && live ? () => loadStages(api, round) : null),
      [api, round, loadStages, live],
    ),
  );
  const ask = (step: RoundStep) =>
    modal.confirm({
      title: step.label,
      content: step.confirm(round),
      okText: '确定',
      cancelText: '取消',
      // The dialog keeps its spinner until the server answered.
      onOk: async () => onOutcome(step, round, await step.run(api, round)),
    });
  return (
    <Space size={4} wrap>
      {steps.map((step) => {
        const waiting = step.needsStages === true && loadStages !== undefined && live;
        const unknown = waiting && stages.data === null;
        const reason = unknown
          ? stages.error === null
            ? null
            : `出清步骤状态加载失败：${stages.error}`
          : step.blockedReason(round, stages.data ?? undefined);
        const button = (
          <Button
            size="small"
            type={reason === null && !unknown ? 'primary' : 'default'}
            danger={step.danger === true && reason === null && !unknown}
            disabled={reason !== null || unknown}
            loading={unknown && stages.error === null}
            autoInsertSpace={false}
            onClick={() => ask(step)}
          >
            {step.label}
          </Button>
        );
        // A disabled button gets no pointer events, so the tooltip hangs on a wrapper.
        return (
          <Tooltip key={step.key} title={reason}>
            <span>{button}</span>
          </Tooltip>
        );
      })}
    </Space>
  );
}
