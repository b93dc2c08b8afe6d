// The teacher's day-ahead spot steps on /admin/course/:id (src/admin/steps/spot.ts): which of the six
// steps each status allows, the stage a clearing button starts, refusals worded "<step>失败：<reason>",
// and the card with each stage's progress (polled while one is being generated), the course-wide
// result summary and each enterprise's units and loads in the formal result.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { apiHttp } from '../../src/api/testing/http';
import type { components } from '../../src/api/schema.gen';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

setupShellServer();

type Round = components['schemas']['Round'];
const wait = { timeout: 15_000 };
const labels = [
  '开启申报',
  '停止申报',
  '执行预出清',
  '执行省间现货出清',
  '执行正式出清',
  '发布结果',
];

const spot = (id: number, name: string, status: 0 | 2 | 3): Round => ({
  ...responseFixtures.Round,
  id,
  name,
  type: 11,
  cycle: 3,
  status,
  courseId,
});

/** A course with a hidden, a declaring, a stopped and a published day-ahead round. */
function spotCourse() {
  return installFakeCourse({
    rounds: [
      spot(11, '6月2日日前现货（未开启）', 0),
      spot(12, '6月1日日前现货', 0),
      spot(13, '5月31日日前现货（已停止）', 2),
      spot(14, '5月30日日前现货（已发布）', 3),
    ],
    hidden: new Set([11]),
    declarations: {},
    calls: [],
  });
}

async function row(name: string): Promise<HTMLElement> {
  const cell = await screen.findByText(name, { selector: 'td' }, wait);
  return cell.closest('tr') as HTMLElement;
}
function button(scope: HTMLElement, label: string): HTMLButtonElement | undefined {
  return [...scope.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === label,
  );
}
const steps = (scope: HTMLElement) => labels.map((l) => button(scope, l)?.disabled === false);

async function confirmStep(name: string, label: string): Promise<string> {
  const scope = await row(name);
  // A clearing step waits for the stage list before it can be pressed.
  const step = await waitFor(() => {
    const found = button(scope, label);
    if (!found || found.disabled) throw new Error(`${label} is not enabled yet`);
    return found;
  }, wait);
  fireEvent.click(step);
  const box = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].pop();
    if (!found) throw new Error('no confirmation dialog');
    return found;
  }, wait);
  const text = box.textContent ?? '';
  fireEvent.click(button(box, '确定') as HTMLButtonElement);
  return text;
}

type StageReport = {
  state: 0 | 1 | 2;
  message?: string | null;
  solveMs?: number | null;
  blockedBy?: string | null;
};

/** The server's reason for the formal clearing of a round still declaring (round 12). */
const stopFirst = '请先停止申报，再执行正式出清';

/**
 * The teacher's stage list of `roundId`: every stage not generated unless given; the declaring round's
 * formal clearing waits for declaration to stop, as the server says.
 */
function stageList(
  given: Partial<Record<'pre' | 'interProvincial' | 'formal', StageReport>>,
  roundId = 13,
) {
  const items = (['pre', 'interProvincial', 'formal'] as const).map((stage) => ({
    stage,
    state: given[stage]?.state ?? 0,
    message: given[stage]?.message ?? null,
    startedAt: null,
    finishedAt: null,
    solveMs: given[stage]?.solveMs ?? null,
    blockedBy: given[stage]?.blockedBy ?? (stage === 'formal' && roundId === 12 ? stopFirst : null),
  }));
  return { items, totalCount: items.length };
}

/** Answers the stage calls: the stages started are recorded, and report "being generated" once. */
function spotServer(state: { started: string[]; formalCode: number; published: number[] }) {
  server.use(
    apiHttp.post('/api/app/admin/round/{id}/spot/{stage}', ({ params, response }) => {
      state.started.push(`${params.stage} ${params.id}`);
      if (params.stage === 'formal') state.formalCode = 2;
      return response(200).json({ code: 2, message: '现货结果缓存生成中，加载中...' });
    }),
    apiHttp.post('/api/app/admin/round/{id}/spotPublish', ({ params, response }) => {
      state.published.push(Number(params.id));
      return response(400).json({ error: { message: '正式出清结果尚未生成，不能发布' } });
    }),
    apiHttp.get('/api/app/admin/round/{id}/spotStages', ({ params, response }) => {
      const code = state.formalCode;
      // Being generated answers once, then the result is ready.
      if (code === 2) state.formalCode = 1;
      const formal = code === 3 ? 0 : (code as 1 | 2);
      return response(200).json(
        stageList(
          { formal: { state: formal, solveMs: formal === 1 ? 412 : null } },
          Number(params.id),
        ),
      );
    }),
  );
}

describe('teacher steps of a day-ahead spot round', { timeout: 60_000 }, () => {
  it('enables only the steps each status allows', async () => {
    spotCourse();
    // The stopped round's formal result is ready (so it may be published); the others ran nothing.
    server.use(
      apiHttp.get('/api/app/admin/round/{id}/spotStages', ({ params, response }) =>
        response(200).json(
          stageList(Number(params.id) === 13 ? { formal: { state: 1 } } : {}, Number(params.id)),
        ),
      ),
    );
    renderAdmin(`/admin/course/${courseId}`);
    const expectSteps = async (name: string, expected: boolean[]) => {
      const scope = await row(name);
      await waitFor(() => expect(steps(scope)).toEqual(expected), wait);
    };
    await expectSteps('6月2日日前现货（未开启）', [true, false, false, false, false, false]);
    await expectSteps('6月1日日前现货', [false, true, true, true, false, false]);
    await expectSteps('5月31日日前现货（已停止）', [false, false, true, true, true, true]);
    expect(steps(await row('5月30日日前现货（已发布）'))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('starts the formal clearing, follows its progress and shows the course-wide summary', async () => {
    const state = { started: [] as string[], formalCode: 3, published: [] as number[] };
    spotCourse();
    spotServer(state);
    renderAdmin(`/admin/course/${courseId}?round=13`);
    expect(await screen.findByText('出清进度 · 5月31日日前现货（已停止）', {}, wait)).toBeTruthy();
    expect((await screen.findByTestId('stage-formal', {}, wait)).textContent).toBe('未生成');
    const text = await confirmStep('5月31日日前现货（已停止）', '执行正式出清');
    expect(text).toContain('执行正式出清（DC-OPF）');
    await waitFor(() => expect(state.started).toEqual(['formal 13']), wait);
    // Being generated first, then ready after the 2-second poll; the summary follows.
    await waitFor(
      () => expect(screen.getByTestId('stage-formal').textContent).toBe('已生成'),
      wait,
    );
    expect(screen.getByText('求解 412 ms')).toBeTruthy();
    expect(await screen.findByText('正式出清结果（全课程）', {}, wait)).toBeTruthy();
    expect(screen.getByText('365.42 元/MWh')).toBeTruthy();
    expect(screen.getByText('甲东—甲西 500kV 线')).toBeTruthy();
  });

  it('shows the round a clearing ran on below, so the toast pointing there is true', async () => {
    const state = { started: [] as string[], formalCode: 3, published: [] as number[] };
    spotCourse();
    spotServer(state);
    renderAdmin(`/admin/course/${courseId}?round=12`);
    expect(await screen.findByText('出清进度 · 6月1日日前现货', {}, wait)).toBeTruthy();
    await confirmStep('5月31日日前现货（已停止）', '执行预出清');
    expect(
      await screen.findByText(
        '「5月31日日前现货（已停止）」预出清已开始，结果生成后显示在下方',
        {},
        wait,
      ),
    ).toBeTruthy();
    expect(await screen.findByText('出清进度 · 5月31日日前现货（已停止）', {}, wait)).toBeTruthy();
    expect(screen.queryByText('出清进度 · 6月1日日前现货')).toBeNull();
    expect(state.started).toEqual(['pre 13']);
  });

  it("lists each enterprise's units and loads in the ready formal result: day energy, average price, money", async () => {
    spotCourse();
    server.use(
      apiHttp.get('/api/app/admin/round/{id}/spotStages', ({ response }) =>
        response(200).json(stageList({ formal: { state: 1, solveMs: 412 } })),
      ),
    );
    const slot = (
      kind: 'unit' | 'demand',
      unitId: number,
      timeId: number,
      volume: number,
      price: number,
    ) => ({
      roundId: 13,
      kind,
      unitId,
      unitName: '',
      busName: kind === 'unit' ? '甲东' : '甲西',
      timeId,
      volume,
      price,
      amount: volume * price * 0.25,
    });
    // 东方 1 号机组 (501): 400 MW for two slots at 350; the load 601: 300 MW for one slot at 360. A unit
    // numbered 601 too (of no trading enterprise) must not be counted as the load.
    server.use(
      apiHttp.get('/api/app/dayAhead/results', ({ response }) =>
        response(200).json({
          items: [
            slot('unit', 501, 0, 400, 350),
            slot('unit', 501, 1, 400, 350),
            slot('demand', 601, 0, 300, 360),
            slot('unit', 601, 0, 999, 100),
          ],
          totalCount: 4,
        }),
      ),
    );
    renderAdmin(`/admin/course/${courseId}?round=13`);
    const head = await screen.findByText(
      '各企业正式出清结果 · 5月31日日前现货（已停止）',
      {},
      wait,
    );
    const table = head.closest('.ant-card') as HTMLElement;
    const rows = () =>
      [...table.querySelectorAll('tr.ant-table-row')].map((tr) =>
        [...tr.querySelectorAll('td')].map((td) => td.textContent),
      );
    await waitFor(
      () =>
        expect(rows()).toEqual([
          ['东方发电有限公司', '发电企业', '东方 1 号机组', '甲东', '200.00', '350.00', '70000.00'],
          ['华信售电有限公司', '售电公司', '华信工业园负荷', '甲西', '75.00', '360.00', '27000.00'],
        ]),
      wait,
    );
  });

  it('keeps the clearing steps disabled and loading until the stage list has arrived', async () => {
    spotCourse();
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      apiHttp.get('/api/app/admin/round/{id}/spotStages', async ({ params, response }) => {
        await arrived;
        return response(200).json(
          stageList(Number(params.id) === 13 ? { formal: { state: 1 } } : {}, Number(params.id)),
        );
      }),
    );
    renderAdmin(`/admin/course/${courseId}`);
    const stopped = await row('5月31日日前现货（已停止）');
    const clearings = labels.slice(2).map((l) => button(stopped, l)!);
    expect(clearings.map((b) => b.disabled)).toEqual([true, true, true, true]);
    expect(clearings.every((b) => b.classList.contains('ant-btn-loading'))).toBe(true);
    answer();
    await waitFor(
      () => expect(steps(stopped)).toEqual([false, false, true, true, true, true]),
      wait,
    );
  });

  it('blocks the steps the clearing stages the server reports do not allow, and says why', async () => {
    spotCourse();
    // Round 13 (stopped): the inter-provincial clearing is being generated, the formal one not run.
    server.use(
      apiHttp.get('/api/app/admin/round/{id}/spotStages', ({ params, response }) =>
        response(200).json(
          stageList(
            Number(params.id) === 13 ? { interProvincial: { state: 2 } } : {},
            Number(params.id),
          ),
        ),
      ),
    );
    renderAdmin(`/admin/course/${courseId}`);
    const stopped = await row('5月31日日前现货（已停止）');
    await waitFor(
      () => expect(steps(stopped)).toEqual([false, false, true, false, true, false]),
      wait,
    );
    fireEvent.mouseEnter(button(stopped, '发布结果')!.parentElement!);
    expect(await screen.findByText('请先执行正式出清', {}, wait)).toBeTruthy();
    fireEvent.mouseEnter(button(stopped, '执行省间现货出清')!.parentElement!);
    expect(
      await screen.findByText('省间现货出清生成中，请等待结果后再执行', {}, wait),
    ).toBeTruthy();
    // The declaring round's stages are all 'none': its status alone decides.
    expect(steps(await row('6月1日日前现货'))).toEqual([false, true, true, true, false, false]);
  });

  it('keeps a clearing waiting for the one before it in the day, with the reason the server gives', async () => {
    spotCourse();
    // Round 12 (declaring): nothing cleared yet. Round 13 (stopped): pre-clearing ready, the session not.
    server.use(
      apiHttp.get('/api/app/admin/round/{id}/spotStages', ({ params, response }) =>
        response(200).json(
          stageList(
            Number(params.id) === 13
              ? {
                  pre: { state: 1 },
                  formal: { state: 0, blockedBy: '请先完成省间现货出清，再执行正式出清' },
                }
              : {
                  interProvincial: { state: 0, blockedBy: '请先完成预出清，再执行省间现货出清' },
                  formal: { state: 0, blockedBy: stopFirst },
                },
          ),
        ),
      ),
    );
    renderAdmin(`/admin/course/${courseId}`);
    const declaring = await row('6月1日日前现货');
    await waitFor(
      () => expect(steps(declaring)).toEqual([false, true, true, false, false, false]),
      wait,
    );
    fireEvent.mouseEnter(button(declaring, '执行省间现货出清')!.parentElement!);
    expect(await screen.findByText('请先完成预出清，再执行省间现货出清', {}, wait)).toBeTruthy();
    // Declaration must stop before the formal clearing, whatever the order says (the server's words).
    fireEvent.mouseEnter(button(declaring, '执行正式出清')!.parentElement!);
    expect(await screen.findByText('请先停止申报，再执行正式出清', {}, wait)).toBeTruthy();
    const stopped = await row('5月31日日前现货（已停止）');
    await waitFor(
      () => expect(steps(stopped)).toEqual([false, false, true, true, false, false]),
      wait,
    );
    fireEvent.mouseEnter(button(stopped, '执行正式出清')!.parentElement!);
    expect(await screen.findByText('请先完成省间现货出清，再执行正式出清', {}, wait)).toBeTruthy();
  });

  it('shows why the last run of a stage did not finish', async () => {
    spotCourse();
    server.use(
      apiHttp.get('/api/app/admin/round/{id}/spotStages', ({ response }) =>
        response(200).json(
          stageList({ pre: { state: 0, message: '出清模型无解，请检查场景数据与报价' } }),
        ),
      ),
    );
    renderAdmin(`/admin/course/${courseId}?round=13`);
    expect((await screen.findByTestId('stage-failure-pre', {}, wait)).textContent).toContain(
      '预出清未完成：出清模型无解，请检查场景数据与报价',
    );
    expect(screen.queryByTestId('stage-failure-formal')).toBeNull();
  });

  it("words a refusal as '<step>失败：<reason>'", async () => {
    // The readiness says the formal result is ready, so 发布结果 is enabled; the server still refuses.
    const state = { started: [] as string[], formalCode: 1, published: [] as number[] };
    spotCourse();
    spotServer(state);
    renderAdmin(`/admin/course/${courseId}`);
    await confirmStep('5月31日日前现货（已停止）', '发布结果');
    expect((await screen.findByTestId('step-notice', {}, wait)).textContent).toBe(
      '发布结果失败：正式出清结果尚未生成，不能发布',
    );
    expect(state.published).toEqual([13]);
  });
});
