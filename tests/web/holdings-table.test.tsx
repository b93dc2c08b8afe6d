// The holdings modal's table (spec sections 2, 6 and 9): per trading unit, volume, average price and
// turnover of each trade series over the 24 hours, the total (合计) last for sellers and never for
// buyers; the unit select switches the table, the month, day and market choices ask the server
// again, and a failing call is ignored silently.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  bodyRows,
  headerCells,
  holdingsButton,
  modal,
  openHoldings,
  pick,
  serveHoldings,
  wait,
} from './holdingsHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const pad = (n: number) => String(n).padStart(2, '0');
// A series' first row carries its name (the cell spans its three rows); the others start at 项目.
const seriesNames = () => bodyRows().flatMap((r) => (r.length === 26 ? [r[0]] : []));
const measures = () => bodyRows().map((r) => r[r.length - 25]);
const firstVolume = () => bodyRows()[0]?.[2];
const clickTag = (label: string) => fireEvent.click(within(modal()).getByText(label));

describe('holdings table', () => {
  it('has 24 hour columns, and cells formatted by the volume, price and money types', async () => {
    serveHoldings();
    await openHoldings();
    expect(headerCells()).toEqual([
      '交易类型',
      '项目',
      ...Array.from({ length: 24 }, (_, h) => `${pad(h)}:00-${pad(h + 1)}:00`),
    ]);
    const [volume, price, money] = bodyRows();
    // Unit 501 in June: 16 + hour / 8 MWh at 400.125 元/MWh.
    expect(volume?.slice(0, 4)).toEqual(['省内集中竞价', '电量(MWh)', '16.00', '16.13']);
    expect(volume).toHaveLength(26);
    expect(price?.slice(0, 2)).toEqual(['均价(元/MWh)', '400.13']);
    expect(money?.slice(0, 3)).toEqual(['电费(元)', '6402.00', '6452.02']);
  });

  it('shows a seller every series with the total (合计) last', async () => {
    serveHoldings();
    await openHoldings();
    expect(seriesNames()).toEqual(['省内集中竞价', '省间集中竞价', '合计']);
    expect(measures().slice(-3)).toEqual(['电量(MWh)', '均价(元/MWh)', '电费(元)']);
    // The total is served with twice the volume in the fixture.
    expect(bodyRows().at(-3)?.[2]).toBe('32.00');
  });

  it('shows a buyer no total row', async () => {
    serveHoldings({ isBuyer: true });
    await openHoldings();
    expect(seriesNames()).toEqual(['省内集中竞价', '省间集中竞价']);
    expect(bodyRows()).toHaveLength(6);
    expect(modal().textContent).not.toContain('合计');
  });

  it('switches the table with the unit select', async () => {
    serveHoldings();
    await openHoldings();
    const unitSelect = () =>
      within(modal()).getByRole('combobox', { name: '交易单元' }).closest('.ant-select');
    expect(unitSelect()?.textContent).toContain('东方 1 号机组');
    expect(firstVolume()).toBe('16.00');
    await pick('交易单元', '东方风电场');
    await waitFor(() => expect(firstVolume()).toBe('26.00'), wait);
    expect(unitSelect()?.textContent).toContain('东方风电场');
    expect(seriesNames()).toEqual(['省内集中竞价', '省间集中竞价', '合计']);
  });

  it('asks again for another month, day or market', async () => {
    const calls = serveHoldings();
    await openHoldings();
    expect(calls.holdings).toEqual([{ courseId: '101', enterpriseId: '31', month: '6' }]);
    await pick('月份', '7月');
    await waitFor(() => expect(firstVolume()).toBe('17.00'), wait);
    expect(calls.holdings.at(-1)).toEqual({ courseId: '101', enterpriseId: '31', month: '7' });
    clickTag('15日');
    await waitFor(() => expect(calls.holdings.at(-1)?.day).toBe('15'), wait);
    clickTag('省间');
    await waitFor(() => expect(calls.holdings.at(-1)?.province).toBe('-1'), wait);
    expect(calls.holdings.at(-1)).toMatchObject({ month: '7', day: '15' });
    // Another month starts on the whole month again.
    await pick('月份', '6月');
    await waitFor(() => expect(calls.holdings.at(-1)).toMatchObject({ month: '6' }), wait);
    expect(calls.holdings.at(-1)?.day).toBeUndefined();
  });

  it('ignores a failing call silently: no notice, an empty table', async () => {
    const calls = serveHoldings({ failing: true });
    renderApp('/user/settlementMonths');
    await waitFor(() => expect(holdingsButton()).toBeTruthy(), wait);
    fireEvent.click(holdingsButton() as HTMLElement);
    await within(document.body).findByText('暂无持仓数据', {}, wait);
    expect(calls.holdings).toHaveLength(1);
    expect(screen.queryByText('服务器内部错误')).toBeNull();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });
});
