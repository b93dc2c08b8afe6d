// The step buttons of one round, from its market's step list: each asks for confirmation, runs its
// call and reports the outcome; a step the round's state does not allow is disabled with the reason.
import { App, Button, Space, Tooltip } from 'antd';
import { useServices } from '../shell/services';
import type { AdminRound, RoundStep, StepOutcome } from './steps/types';

/** Props of the buttons. */
export interface RoundStepButtonsProps {
  round: AdminRound;
  steps: readonly RoundStep[];
  /** Called after the call answered (success or refusal). */
  onOutcome(step: RoundStep, round: AdminRound, outcome: StepOutcome): void;
}

/** E.g. 开启申报 · 停止报价 · 出清 for one centralised-bidding round. */
export function RoundStepButtons({ round, steps, onOutcome }: RoundStepButtonsProps) {
  const { api } = useServices();
  const { modal } = App.useApp();
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
        const reason = step.blockedReason(round);
        const button = (
          <Button
            size="small"
            type={reason === null ? 'primary' : 'default'}
            danger={step.danger === true && reason === null}
            disabled={reason !== null}
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
