import { describe, expect, it } from 'vitest';
import { countdown, formatCountdown } from './countdown';
import { countdownScenarios } from './countdownMachine.scenarios';

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = Date.UTC(2026, 0, 3, 12, 0, 0);
    const now = Date.UTC(2026, 0, 1, 9, 30, 15);
    expect(countdown(end, now)).toEqual({
      days: 2,
      hours: 2,
      minutes: 29,
      seconds: 45,
      ended: false,
    });
  });

  it('ignores a part second and never goes below zero', () => {
    expect(countdown(1999, 0).seconds).toBe(1);
    expect(countdown(0, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
  });

  it('formats the countdown with two-digit hours, minutes and seconds', () => {
    expect(formatCountdown(countdown(86_400_000 + 3_723_000, 0))).toBe('1天01时02分03秒');
  });
});

describe('countdownMachine', () => {
  for (const s of countdownScenarios) it(s.name, async () => void (await s.run()));
});
