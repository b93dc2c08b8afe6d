// The three step buttons of a centralised-bidding round: each asks for confirmation, runs its call
// and reports the outcome; a step the round's state does not allow is disabled with the reason.
import { App, Button, Space, Tooltip } from 'antd';
import { useServices } from '../shell/services';
import { runStep, type StepOutcome } from './adminApi';
import { roundSteps, stepBlockedReason, type AdminRound, type StepSpec } from './roundSteps';

/** Props of the buttons. */
export interface RoundStepButtonsProps {
  round: AdminRound;
  /** Called after the call answered (success or refusal). */
  onOutcome(step: StepSpec, round: AdminRound, outcome: StepOutcome): void;
}

/** 开启申报 · 停止报价 · 出清 for one round. */
export function RoundStepButtons({ round, onOutcome }: RoundStepButtonsProps) {
  const { api } = useServices();
  const { modal } = App.useApp();
  const ask = (step: StepSpec) =>
    modal.confirm({
      title: step.label,
      content: step.confirm(round.name),
      okText: '确定',
      cancelText: '取消',
      // The dialog keeps its spinner until the server answered.
      onOk: async () => onOutcome(step, round, await runStep(api, step.key, round.id)),
    });
  return (
    <Space size={4} wrap>
      {roundSteps.map((step) => {
        const reason = stepBlockedReason(step.key, round);
        const button = (
          <Button
            size="small"
            type={reason === null ? 'primary' : 'default'}
            danger={step.key === 'clear' && reason === null}
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
