// The exam drawer's countdown to the course end in days, hours, minutes and seconds, ticked by the
// countdown machine (which recomputes from the clock, so a late timer never drifts).
import { useMachine } from '@xstate/react';
import { Typography } from 'antd';
import { useEffect } from 'react';
import { formatCountdown } from '../../machines/countdown';
import { countdownMachine } from '../../machines/countdownMachine';

/** Shown when the course has no end date. */
export const noEndDateMessage = '未设置结束时间';
/** Shown once the course end has passed. */
export const courseEndedMessage = '课程已结束';

function Ticking({ endDate }: { endDate: number }) {
  const [snapshot, send] = useMachine(countdownMachine, {
    input: { endDate, now: () => Date.now() },
  });
  useEffect(() => send({ type: 'SET_END_DATE', endDate }), [endDate, send]);
  if (snapshot.matches('ended')) {
    return <Typography.Text type="secondary">{courseEndedMessage}</Typography.Text>;
  }
  return (
    <Typography.Text data-testid="exam-countdown" style={{ fontVariantNumeric: 'tabular-nums' }}>
      距课程结束：{formatCountdown(snapshot.context.left)}
    </Typography.Text>
  );
}

/** The countdown to `endDate` (an ISO date). */
export function DrawerCountdown({ endDate }: { endDate: string | undefined }) {
  const end = endDate ? Date.parse(endDate) : NaN;
  if (Number.isNaN(end))
    return <Typography.Text type="secondary">{noEndDateMessage}</Typography.Text>;
  return <Ticking endDate={end} />;
}
