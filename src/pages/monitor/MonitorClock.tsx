// The monitor's clock: date, weekday and time, ticking each second on a page timer (cleared on a
// route change as every page timer is, spec section 2).
import { useEffect, useState } from 'react';
import { routeTimers } from '../../shell/routeTimers';

const pad = (n: number) => String(n).padStart(2, '0');
const weekdays = '日一二三四五六';

/** E.g. 2026年3月15日 星期日 09:05:07. */
export function clockText(now: Date): string {
  const date = `${now.getFullYear()}年${now.getMonth() + 1}月${now.getDate()}日`;
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return `${date} 星期${weekdays[now.getDay()]} ${time}`;
}

/** The ticking clock. */
export function MonitorClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = routeTimers.setInterval(() => setNow(new Date()), 1000);
    return () => routeTimers.clear(id);
  }, []);
  return (
    <time className="monitor-clock" dateTime={now.toISOString()} aria-label="当前时间">
      {clockText(now)}
    </time>
  );
}
