import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { buyer, seller } from '../../src/api/testing/fixtures/enterprise';
import { apiHttp } from '../../src/api/testing/http';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

// 月度结算 on the teacher's course page: the months the published rounds trade, the run for every
// enterprise or for one, its refusal in Chinese, the months already settled with how many
// enterprises each, and what shows while they load, against msw.
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
  const state = {
    settled: [] as Array<{ year: number; month: number; enterpriseIds: number[] }>,
    bodies: [] as unknown[],
  };
  const record = (year: number, month: number, ids: number[]) => {
    const found = state.settled.find((m) => m.year === year && m.month === month);
    if (found) found.enterpriseIds = [...new Set([...found.enterpriseIds, ...ids])];
    else state.settled.push({ year, month, enterpriseIds: ids });
  };
  server.use(
    apiHttp.get('/api/app/generatorSettlement/settlementMonth/{courseId}', ({ response }) =>
      response(200).json({ items: state.settled, totalCount: state.settled.length }),
    ),
    apiHttp.get('/api/app/enterprise/{id}/course', ({ response }) =>
      response(200).json({ items: [seller, buyer], totalCount: 2 }),
    ),
    apiHttp.post('/api/app/admin/settlement/{courseId}', async ({ request, params, response }) => {
      const body = await request.json();
      state.bodies.push({ courseId: Number(params.courseId), ...body });
      if (refusal) return response(400).json({ error: { message: refusal } });
      record(body.year, body.month, [seller.id, buyer.id]);
      return response(200).json({ courseId, ...body, enterpriseCount: 2, totalMoney: 1 });
    }),
    apiHttp.post(
      '/api/app/generatorSettlement/executeSettlementByTeach',
      async ({ request, response }) => {
        const body = await request.json();
        state.bodies.push(body);
        record(body.year, body.month, [body.enterpriseId]);
        return response(200).json({ ...body, enterpriseCount: 1, totalMoney: 1 });
      },
    ),
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

async function choose(field: string, label: string) {
  const c = await card();
  fireEvent.mouseDown(within(c).getByRole('combobox', { name: field }));
  await waitFor(() => expect(option(label)).toBeTruthy(), wait);
  fireEvent.click(option(label)!);
}

async function settle(label: string, question?: string) {
  await choose('结算月份', label);
  fireEvent.click(within(await card()).getByRole('button', { name: /结\s*算/ }));
  if (question) expect(await screen.findByText(question, {}, wait)).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
}

const settledTags = async () =>
  [...(await card()).querySelectorAll('[aria-label="已结算月份"] .ant-tag')].map(
    (t) => t.textContent,
  );

describe('月度结算 of a course', () => {
  it('offers the months of published rounds and settles the chosen one for every enterprise', async () => {
    const state = course();
    renderAdmin(`/admin/course/${courseId}`);
    const c = await card();
    expect(await within(c).findByText('尚无', {}, wait)).toBeTruthy();
    fireEvent.mouseDown(within(c).getByRole('combobox', { name: '结算月份' }));
    await waitFor(() => expect(optionLabels()).toEqual(['2026年2月', '2026年3月']), wait);
    fireEvent.keyDown(within(c).getByRole('combobox', { name: '结算月份' }), { key: 'Escape' });
    await settle('2026年3月', '是否结算2026年3月的全部企业？');
    await waitFor(() => expect(state.bodies).toEqual([{ courseId, year: 2026, month: 3 }]), wait);
    expect(await screen.findByText('2026年3月已结算：2 家企业', {}, wait)).toBeTruthy();
    await waitFor(
      async () => expect(await settledTags()).toEqual(['2026年3月（2/2 家企业）']),
      wait,
    );
  });

  it('settles one enterprise on its behalf and counts the month as settled for that one only', async () => {
    const state = course();
    renderAdmin(`/admin/course/${courseId}`);
    // 全部企业 first, then the course's enterprises by name with province.
    await choose('结算企业', `${seller.name}（${seller.provinceName}）`);
    expect(optionLabels()).toEqual([
      '全部企业',
      `${seller.name}（${seller.provinceName}）`,
      `${buyer.name}（${buyer.provinceName}）`,
    ]);
    await settle('2026年3月', `是否结算${seller.name}2026年3月的报告？`);
    await waitFor(
      () =>
        expect(state.bodies).toEqual([{ courseId, year: 2026, month: 3, enterpriseId: seller.id }]),
      wait,
    );
    expect(await screen.findByText(`${seller.name}2026年3月已结算`, {}, wait)).toBeTruthy();
    await waitFor(
      async () => expect(await settledTags()).toEqual(['2026年3月（1/2 家企业）']),
      wait,
    );
  });

  it('shows that the months are loading, not that there are none', async () => {
    course();
    server.use(
      apiHttp.get('/api/app/generatorSettlement/settlementMonth/{courseId}', async () => {
        await delay('infinite');
        return new Response(null);
      }),
      apiHttp.get('/api/app/roundApi/byCourseHide/{id}', async () => {
        await delay('infinite');
        return new Response(null);
      }),
    );
    renderAdmin(`/admin/course/${courseId}`);
    const c = await card();
    // Both the settled months and the month choice say so.
    await waitFor(() => expect(within(c).getAllByText('加载中…')).toHaveLength(2), wait);
    expect(within(c).queryByText('尚无')).toBeNull();
    expect(within(c).queryByText('暂无交易月份')).toBeNull();
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
