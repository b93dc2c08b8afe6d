// A ticking countdown to a course's end date; its timer belongs to the page and stops on route change.
import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../engine/widgets';
import { routeTimers } from '../../shell/routeTimers';
import { formatTimeLeft, timeLeft } from './countdown';

/** Shows the time left until `endDate` (an ISO date), updated every second. */
export function Countdown({ endDate }: { endDate: string | undefined }) {
  const end = endDate ? Date.parse(endDate) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return undefined;
    const id = routeTimers.setInterval(() => setNow(Date.now()), 1000);
    return () => routeTimers.clear(id);
  }, [end]);
  if (Number.isNaN(end)) return <Typography.Text type="secondary">未设置结束时间</Typography.Text>;
  return (
    <Typography.Text data-testid="course-countdown">
      距结束：{formatTimeLeft(timeLeft(end, now))}
    </Typography.Text>
  );
}

/** The `courseCountdown` widget: props `{ endDate }` from a config binding. */
export function CountdownWidget({ props }: WidgetProps) {
  return <Countdown endDate={typeof props.endDate === 'string' ? props.endDate : undefined} />;
}
