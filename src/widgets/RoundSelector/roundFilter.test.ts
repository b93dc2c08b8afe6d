// Which rounds a trade page offers and which it opens on: the strict isProvince filter, and the
// preferred scope of the day-ahead pages, which lists and opens its rounds first without hiding others.
import { describe, expect, it } from 'vitest';
import { round, spotRound } from '../../api/testing/fixtures/round';
import { filterRounds, initialRound, widgetQuery } from './roundFilter';

const provincialDay = { ...spotRound, id: 31, name: '2026年3月15日日前现货' };
const interDay = { ...spotRound, id: 32, name: '2026年3月15日省间现货', isInterProvincial: true };
const bidding = { ...round, id: 33 };
const rounds = [provincialDay, interDay, bidding];
const ids = (list: readonly { id: number }[]) => list.map((r) => r.id);

describe('round selector filter', () => {
  it('offers only the scope isProvince names', () => {
    expect(ids(filterRounds(rounds, widgetQuery({ type: 11, isProvince: '1' })))).toEqual([32]);
    expect(ids(filterRounds(rounds, widgetQuery({ type: 11, provinceDefault: '0' })))).toEqual([
      31,
    ]);
  });

  it('lists the preferred scope first and keeps the other offered', () => {
    const query = widgetQuery({ type: 11, preferProvince: '1' });
    expect(ids(filterRounds(rounds, query))).toEqual([32, 31]);
    expect(ids(filterRounds(rounds, widgetQuery({ type: 11, preferProvince: '0' })))).toEqual([
      31, 32,
    ]);
  });

  it('opens on a round of the preferred scope when the current round is of the other', () => {
    const query = widgetQuery({ type: 11, preferProvince: '1' });
    const offered = filterRounds(rounds, query);
    expect(initialRound(offered, 31, '0', query.prefer)?.id).toBe(32);
    // A current round of the preferred scope stays; a link names any offered round.
    expect(initialRound(offered, 32, null, query.prefer)?.id).toBe(32);
    expect(initialRound(offered, 32, '31', query.prefer)?.id).toBe(31);
  });

  it('keeps the current round when no round of the preferred scope is offered', () => {
    const query = widgetQuery({ type: 11, preferProvince: '1' });
    const offered = filterRounds([provincialDay, bidding], query);
    expect(initialRound(offered, 31, null, query.prefer)?.id).toBe(31);
  });

  it('keeps the current round on a page without a preference', () => {
    const offered = filterRounds(rounds, widgetQuery({ type: 11 }));
    expect(initialRound(offered, 31, null)?.id).toBe(31);
  });
});
