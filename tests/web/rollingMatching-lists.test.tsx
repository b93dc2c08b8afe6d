// The lists of the rolling-matching trade screen as a trader reads them: the newest trade on top of
// 最新成交 (its box scrolls, so an oldest-first tape hid the newest below the fold) and the newest
// orders on the first page of 我的委托 (the ones a trader still cancels).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../src/widgets/register';
import { storeCourseState } from './centerTradeHarness';
import { answerMarket, card, hourlyRound, monthlyRound, order } from './rollingMatchingHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const slow = { timeout: 90_000 };
const wait = { timeout: 20_000 };

const firstCells = (element: HTMLElement, column: number) =>
  [...element.querySelectorAll('tr.ant-table-row')].map(
    (tr) => tr.querySelectorAll('td')[column]?.textContent ?? '',
  );

/** A trade of the tape at `hh:mm`, ids growing with time as the server gives them. */
const trade = (id: number, time: string) => ({
  id,
  roundId: monthlyRound.id,
  objId: 1,
  timeId: null,
  price: 400 + id,
  volume: 1,
  creationTime: `2026-03-01T${time}:00`,
});

describe('newest first', () => {
  it('shows the newest trade and the newest orders on top', slow, async () => {
    answerMarket({
      // The server answers oldest first.
      trades: [trade(1, '09:00'), trade(2, '09:05'), trade(3, '09:10')],
      mine: Array.from({ length: 12 }, (_, i) =>
        order(100 + i, { price: 400 + i, creationTime: `2026-03-01T09:${10 + i}:00` }),
      ),
    });
    storeCourseState({ rounds: [monthlyRound, hourlyRound], round: monthlyRound });
    renderApp(`/user/compound/${monthlyRound.id}?isTrade=1&type=3&cycle=1`);
    await screen.findByText('提交委托', {}, { timeout: 45_000 });
    await waitFor(() => expect(firstCells(card('最新成交'), 3)).toHaveLength(3), wait);
    expect(firstCells(card('最新成交'), 3)).toEqual([
      '2026-03-01 09:10',
      '2026-03-01 09:05',
      '2026-03-01 09:00',
    ]);
    // Ten a page: the first page holds the ten newest, the newest (id 111, 09:21) first.
    await waitFor(() => expect(firstCells(card('我的委托'), 2)).toHaveLength(10), wait);
    const times = [...card('我的委托').querySelectorAll('tr.ant-table-row')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '').find((t) => t.includes(':')),
    );
    expect(times[0]).toBe('2026-03-01 09:21');
    expect(times[9]).toBe('2026-03-01 09:12');
  });
});
