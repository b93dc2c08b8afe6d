/** The exam drawer's countdown to the course end (spec section 9), as a pure function. */

/** Time left split into days, hours, minutes and seconds. */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the end date has passed. */
  ended: boolean;
}

/** Time left from `now` until `endDate` (both ms); all zero once ended. */
export function countdown(endDate: number, now: number): Countdown {
  const left = Math.max(0, Math.floor((endDate - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    ended: left === 0,
  };
}

/** The countdown as the drawer shows it, e.g. `2天03时04分05秒`. */
export function formatCountdown(c: Countdown): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${c.days}天${two(c.hours)}时${two(c.minutes)}分${two(c.seconds)}秒`;
}
