import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

// A cold load of a signed-in page takes seconds on a busy 2-core machine.
const wait = { timeout: 10_000 };

describe('trading calendar (/user/calendar)', () => {
  it('opens on the current round’s month with the monthly round beside it and the daily round on its day', async () => {
    renderApp('/user/calendar');
    const monthly = await screen.findByText('2025年6月月度交易', {}, wait);
    const monthCard = monthly.closest('.ant-card') as HTMLElement;
    expect(within(monthCard).getByText('6 月月度集中竞价')).toBeTruthy();
    expect(within(monthCard).getByText('省内集中竞价')).toBeTruthy();
    expect(within(monthCard).getByText('交易中')).toBeTruthy();
    // The status legend in the spec's words (section 4); the course has spot rounds, whose stop is
    // worded 停止申报.
    for (const status of ['交易中', '申报中', '停止报价／停止申报', '申报结束'])
      expect(screen.getAllByText(status).length).toBeGreaterThan(0);
    // The current round is monthly: the chosen day (its first) has no daily trade.
    expect(screen.getByText('当日无多日或日交易')).toBeTruthy();
    const day15 = document.querySelector('td[title="2025-06-15"]') as HTMLElement;
    // A stopped day-ahead round stops declaration, not quotation.
    expect(within(day15).getByText('现货').getAttribute('title')).toBe(
      '6 月 15 日日前现货（停止申报）',
    );
  });

  it('lists a day’s rounds with their period and status when the day is chosen', async () => {
    renderApp('/user/calendar');
    await screen.findByText('2025年6月月度交易', {}, wait);
    const day15 = document.querySelector('td[title="2025-06-15"] .ant-picker-cell-inner');
    fireEvent.click(day15 as HTMLElement);
    const dayCard = (await screen.findByText('6月15日的交易')).closest('.ant-card') as HTMLElement;
    expect(within(dayCard).getByText('6 月 15 日日前现货')).toBeTruthy();
    expect(within(dayCard).getByText('2025年6月15日')).toBeTruthy();
    expect(within(dayCard).getByText('停止申报')).toBeTruthy();
  });

  it('names its year and month selects, and the month select turns the calendar', async () => {
    renderApp('/user/calendar');
    await screen.findByText('2025年6月月度交易', {}, wait);
    expect(screen.getByRole('combobox', { name: '年份' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '月份' }));
    fireEvent.click(await screen.findByTitle('7月'));
    // July's days are the calendar's now, and the chosen day's list follows.
    expect(await screen.findByText('7月1日的交易')).toBeTruthy();
    expect(document.querySelector('td[title="2025-07-15"]')).not.toBeNull();
  });
});
