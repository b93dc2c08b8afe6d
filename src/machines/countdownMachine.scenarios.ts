/** Named scenarios of the exam countdown, run by its test and by the coverage test. */
import { countdownMachine } from './countdownMachine';
import { scenario } from './testing/scenario';

const left =
  (expected: string) =>
  (s: { context: { left: { days: number; hours: number; minutes: number; seconds: number } } }) => {
    const { days, hours, minutes, seconds } = s.context.left;
    const actual = `${days}d ${hours}h ${minutes}m ${seconds}s`;
    if (actual !== expected) throw new Error(actual);
  };

const day = 86_400_000;

/** Every scenario of the countdown machine. */
export const countdownScenarios = [
  scenario('the countdown ticks each second', countdownMachine, (clock) => ({
    endDate: 2 * day + 3_600_000 + 62_000,
    now: () => clock.now(),
  }))
    .expectState('running')
    .check('start', left('2d 1h 1m 2s'))
    .advance(999)
    .check('not yet ticked', left('2d 1h 1m 2s'))
    .advance(1)
    .check('one second later', left('2d 1h 1m 1s'))
    .advance(2000)
    .check('three seconds later', left('2d 1h 0m 59s')),
  scenario('the countdown ends at the end date and stops', countdownMachine, (clock) => ({
    endDate: 2000,
    now: () => clock.now(),
  }))
    .advance(1000)
    .expectState('running')
    .advance(1000)
    .expectState('ended')
    .check('all zero', left('0d 0h 0m 0s'))
    .send({ type: 'SET_END_DATE', endDate: 10_000 })
    .expectState('running')
    .check('restarted', left('0d 0h 0m 8s')),
  scenario('an end date already past starts ended', countdownMachine, {
    endDate: 0,
    now: () => 5,
  }).expectState('ended'),
];
