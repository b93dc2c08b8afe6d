import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { apiHttp } from '../../src/api/testing/http';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

// 月度结算 on the teacher's course page: the months the published rounds trade, the run for every
// enterprise, its refusal in Chinese, and the months already settled, against msw.
setupShellServer();

const wait = { timeout: 10_000 };
const round = (id: number, month: number) => ({
  ...responseFixtures.Round,
  id,
  courseId,
  name: `2026年${month}月集中竞价`,
  year: 2026,
  month,
  months: [month],
  status: 3 as const,
});

/** Rounds in February and March and a hidden April one; settles, or refuses with `refusal`. */
function course(refusal?: string) {
  installFakeCourse({
    rounds: [round(1, 2), round(2, 3), round(3, 4)],
    hidden: new Set([3]),
    declarations: {},
    calls: [],
  });
  const state = { settled: [] as Array<{ year: number; month: number }>, bodies: [] as unknown[] };
  server.use(
    apiHttp.get('/api/app/generatorSettlement/settlementMonth/{courseId}', ({ response }) =>
      response(200).json({ items: state.settled, totalCount: state.settled.length }),
    ),
    apiHttp.post('/api/app/admin/settlement/{courseId}', async ({ request, params, response }) => {
      const body = await request.json();
      state.bodies.push({ courseId: Number(params.courseId), ...body });
      if (refusal) return response(400).json({ error: { message: refusal } });
      state.settled.push(body);
      return response(200).json({ courseId, ...body, enterpriseCount: 8, totalMoney: 1 });
    }),
  );
  return state;
}

const card = async () =>
  (await screen.findByText('月度结算', { selector: '.ant-card-head-title' }, wait)).closest(
    '.ant-card',
  ) as HTMLElement;

const option = (label: string) =>
  document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`);
const optionLabels = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));

async function settle(label: string) {
  const c = await card();
  fireEvent.mouseDown(within(c).getByRole('combobox', { name: '结算月份' }));
  await waitFor(() => expect(option(label)).toBeTruthy(), wait);
  fireEvent.click(option(label)!);
  fireEvent.click(within(c).getByRole('button', { name: /结\s*算/ }));
  fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
}

describe('月度结算 of a course', () => {
  it('offers the months of published rounds and settles the chosen one for every enterprise', async () => {
    const state = course();
    renderAdmin(`/admin/course/${courseId}`);
    const c = await card();
    expect(await within(c).findByText('尚无', {}, wait)).toBeTruthy();
    fireEvent.mouseDown(within(c).getByRole('combobox', { name: '结算月份' }));
    await waitFor(() => expect(optionLabels()).toEqual(['2026年2月', '2026年3月']), wait);
    fireEvent.keyDown(within(c).getByRole('combobox', { name: '结算月份' }), { key: 'Escape' });
    await settle('2026年3月');
    await waitFor(() => expect(state.bodies).toEqual([{ courseId, year: 2026, month: 3 }]), wait);
    expect(await screen.findByText('2026年3月已结算：8 家企业', {}, wait)).toBeTruthy();
    expect(await within(c).findByText('2026年3月', { selector: '.ant-tag' }, wait)).toBeTruthy();
  });

  it('shows a refusal in Chinese and settles nothing', async () => {
    const state = course('2026年2月仍有正在申报的交易轮次：2026年2月集中竞价');
    renderAdmin(`/admin/course/${courseId}`);
    await settle('2026年2月');
    expect(
      await screen.findByText(
        '结算失败：2026年2月仍有正在申报的交易轮次：2026年2月集中竞价',
        {},
        wait,
      ),
    ).toBeTruthy();
    expect(state.settled).toEqual([]);
    expect(within(await card()).getByText('尚无')).toBeTruthy();
  });
});
