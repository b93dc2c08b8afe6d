// A ticking countdown to a course's end date (spec section 9), run by the countdown machine; the
// machine's timer stops with the page (the actor stops on unmount).
import { useActorRef, useSelector } from '@xstate/react';
import { Typography } from 'antd';
import { useEffect } from 'react';
import type { WidgetProps } from '../../engine/widgets';
import { formatCountdown } from '../../machines/countdown';
import { countdownMachine } from '../../machines/countdownMachine';

/** Shows the time left until `endDate` (an ISO date), updated every second. */
export function Countdown({ endDate }: { endDate: string | undefined }) {
  const end = endDate ? Date.parse(endDate) : NaN;
  if (Number.isNaN(end)) return <Typography.Text type="secondary">未设置结束时间</Typography.Text>;
  return <Ticking end={end} />;
}

function Ticking({ end }: { end: number }) {
  const actor = useActorRef(countdownMachine, { input: { endDate: end, now: Date.now } });
  useEffect(() => {
    actor.send({ type: 'SET_END_DATE', endDate: end });
  }, [actor, end]);
  const left = useSelector(actor, (s) => s.context.left);
  return (
    <Typography.Text data-testid="course-countdown">
      距结束：{left.ended ? '已结束' : formatCountdown(left)}
    </Typography.Text>
  );
}

/** The `courseCountdown` widget: props `{ endDate }` from a config binding. */
export function CountdownWidget({ props }: WidgetProps) {
  return <Countdown endDate={typeof props.endDate === 'string' ? props.endDate : undefined} />;
}
