// The course countdown of spec section 9: days, hours, minutes and seconds until the end date.

/** Time left, split for display; all zero once the end has passed. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

/** Splits the time from `now` to `end` (both ms). */
export function timeLeft(end: number, now: number): TimeLeft {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    ended: total === 0,
  };
}

/** "3天 04小时 05分 06秒", or "已结束". */
export function formatTimeLeft(left: TimeLeft): string {
  if (left.ended) return '已结束';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${left.days}天 ${pad(left.hours)}小时 ${pad(left.minutes)}分 ${pad(left.seconds)}秒`;
}
