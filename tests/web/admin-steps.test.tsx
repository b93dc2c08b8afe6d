import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiHttp } from '../../src/api/testing/http';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };
const page = `/admin/course/${courseId}`;

// Role queries walk computed styles of the whole antd tree and take seconds each in jsdom, so the
// helpers find rows and buttons through the DOM and check what a user sees: text and disabled state.

/** The table row of a round, found by its name. */
async function row(name: string): Promise<HTMLElement> {
  const cell = await screen.findByText(name, { selector: 'td' }, wait);
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return tr;
}

/** A button of a row (or of a dialog) by its text (antd spaces out two-character labels). */
function button(scope: HTMLElement, label: string): HTMLButtonElement | undefined {
  return [...scope.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === label,
  );
}

function enabled(scope: HTMLElement, label: string): boolean {
  const found = button(scope, label);
  if (!found) throw new Error(`no button ${label}`);
  return !found.disabled;
}

function steps(scope: HTMLElement): boolean[] {
  return ['开启申报', '停止报价', '出清'].map((label) => enabled(scope, label));
}

/** The open confirmation dialog. */
async function dialog(): Promise<HTMLElement> {
  return waitFor(() => {
    // A closed dialog can stay in jsdom's DOM (no animation end), so the newest one is the open one.
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].pop();
    if (!found) throw new Error('no confirmation dialog');
    return found;
  }, wait);
}

/** Clicks a step button and the dialog's 确定; returns the dialog text. */
async function confirmStep(name: string, label: string): Promise<string> {
  fireEvent.click(button(await row(name), label) as HTMLButtonElement);
  const box = await dialog();
  const text = box.textContent ?? '';
  fireEvent.click(button(box, '确定') as HTMLButtonElement);
  return text;
}

/** Whether the element shows the text somewhere inside. */
const shows = (scope: HTMLElement, text: string) => (scope.textContent ?? '').includes(text);

describe('teacher round steps', () => {
  it('enables only the step each status allows', async () => {
    installFakeCourse();
    renderAdmin(page);
    const declaring = await row('3月省内集中竞价');
    expect(steps(declaring)).toEqual([false, true, false]);
    const hidden = await row('4月集中竞价（未发布）');
    expect(shows(hidden, '未开启')).toBe(true);
    expect(steps(hidden)).toEqual([true, false, false]);
    expect(steps(await row('3月集中竞价（已停止报价）'))).toEqual([false, false, true]);
    const ended = await row('2月集中竞价（已出清）');
    expect(shows(ended, '申报结束')).toBe(true);
    expect(steps(ended)).toEqual([false, false, false]);
    // Other round types get no centralised-bidding steps.
    expect(button(await row('3月双边协商'), '出清')).toBeUndefined();
  });

  it('disables 开启申报 of a round already declaring (申报中), saying why on hover', async () => {
    installFakeCourse();
    renderAdmin(page);
    const declaring = await row('3月双边协商');
    expect(shows(declaring, '申报中')).toBe(true);
    expect(enabled(declaring, '开启申报')).toBe(false);
    const wrapper = button(declaring, '开启申报')?.parentElement as HTMLElement;
    fireEvent.mouseEnter(wrapper);
    expect(await screen.findByText('该轮次已开启申报', {}, wait)).toBeTruthy();
  });

  it("links the course's monitor screen for a projector, in a tab of its own", async () => {
    installFakeCourse();
    renderAdmin(page);
    const link = (await screen.findByText(/监控大屏/, {}, wait)).closest('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(`/screen/monitor?courseId=${courseId}`);
    expect(link.target).toBe('_blank');
  });

  it('opens a hidden round after confirmation and shows it as declaring', async () => {
    const course = installFakeCourse();
    renderAdmin(page);
    const text = await confirmStep('4月集中竞价（未发布）', '开启申报');
    expect(text).toContain('开启后学员即可看到「4月集中竞价（未发布）」并开始申报');
    expect(await screen.findByText('「4月集中竞价（未发布）」已开启申报', {}, wait)).toBeTruthy();
    expect(course.calls).toEqual(['open 2']);
    await waitFor(
      async () => expect(steps(await row('4月集中竞价（未发布）'))).toEqual([false, true, false]),
      wait,
    );
    expect(shows(await row('4月集中竞价（未发布）'), '交易中')).toBe(true);
  });

  it('stops quotation, then clears and shows the clearing summary', async () => {
    const course = installFakeCourse();
    renderAdmin(page);
    await confirmStep('3月省内集中竞价', '停止报价');
    await waitFor(
      async () => expect(steps(await row('3月省内集中竞价'))).toEqual([false, false, true]),
      wait,
    );
    expect((await row('3月省内集中竞价')).querySelector('.ant-tag')?.textContent).toBe('停止报价');
    await confirmStep('3月省内集中竞价', '出清');
    const summary = await screen.findByTestId('step-notice', {}, wait);
    expect(summary.textContent).toContain(
      '「3月省内集中竞价」出清完成：成交电量 12500.00 MWh，成交均价 412.35 元/MWh，成交 18 笔',
    );
    await waitFor(
      async () => expect(shows(await row('3月省内集中竞价'), '申报结束')).toBe(true),
      wait,
    );
    expect(course.calls).toEqual(['stop 1', 'clear 1']);
    // The round's card keeps the result once the line above is closed.
    const result = await screen.findByTestId('clearing-summary', {}, wait);
    expect(result.textContent).toContain('12500.00 MWh');
  });

  it("shows a cleared round's result below: the totals and each market's clearing per segment", async () => {
    installFakeCourse();
    renderAdmin(`${page}?round=4`);
    const head = await screen.findByText('出清结果 · 2月集中竞价（已出清）', {}, wait);
    const card = head.closest('.ant-card') as HTMLElement;
    const summary = await screen.findByTestId('clearing-summary', {}, wait);
    expect(summary.textContent).toContain('成交电量12500.00 MWh');
    expect(summary.textContent).toContain('成交均价412.35 元/MWh');
    expect(summary.textContent).toContain('成交笔数18 笔');
    await waitFor(() => expect(card.querySelectorAll('tr.ant-table-row')).toHaveLength(1), wait);
    const cells = [...card.querySelectorAll('tr.ant-table-row td')].map((td) => td.textContent);
    expect(cells).toEqual(['甲省', '峰', '300.00', '425.50']);
    // Who declared stays below it.
    expect(await screen.findByText('申报情况 · 2月集中竞价（已出清）', {}, wait)).toBeTruthy();
  });

  it('shows no result card for a round not cleared yet', async () => {
    installFakeCourse();
    renderAdmin(`${page}?round=3`);
    expect(await screen.findByText('申报情况 · 3月集中竞价（已停止报价）', {}, wait)).toBeTruthy();
    expect(screen.queryByText(/^出清结果 · /)).toBeNull();
  });

  it('shows the round a step ran on in the card below, as 查看 does', async () => {
    installFakeCourse();
    renderAdmin(page);
    // The first round with steps not ended is shown until another is picked.
    expect(await screen.findByText('申报情况 · 3月省内集中竞价', {}, wait)).toBeTruthy();
    await confirmStep('4月集中竞价（未发布）', '开启申报');
    expect(await screen.findByText('申报情况 · 4月集中竞价（未发布）', {}, wait)).toBeTruthy();
    expect(screen.queryByText('申报情况 · 3月省内集中竞价')).toBeNull();
    expect(window.location.search).toBe('?round=2');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const course = installFakeCourse();
    renderAdmin(page);
    fireEvent.click(button(await row('3月省内集中竞价'), '停止报价') as HTMLButtonElement);
    fireEvent.click(button(await dialog(), '取消') as HTMLButtonElement);
    await new Promise((r) => setTimeout(r, 300));
    expect(course.calls).toEqual([]);
    expect(steps(await row('3月省内集中竞价'))).toEqual([false, true, false]);
  });

  it("says which step failed with the server's Chinese reason", async () => {
    installFakeCourse();
    server.use(
      apiHttp.post('/api/app/round/StopPriceTeach', () =>
        HttpResponse.json(
          { error: { code: 'RoundStatusConflict', message: '该轮次状态已被修改，请刷新后重试' } },
          { status: 409 },
        ),
      ),
    );
    renderAdmin(page);
    await confirmStep('3月省内集中竞价', '停止报价');
    expect((await screen.findByTestId('step-notice', {}, wait)).textContent).toBe(
      '停止报价失败：该轮次状态已被修改，请刷新后重试',
    );
  });

  it('reports a network failure as a network message', async () => {
    installFakeCourse();
    server.use(apiHttp.post('/api/app/centerTrade/openCenterEngine', () => HttpResponse.error()));
    renderAdmin(page);
    await confirmStep('3月集中竞价（已停止报价）', '出清');
    expect((await screen.findByTestId('step-notice', {}, wait)).textContent).toBe(
      '出清失败：网络异常或请求超时，请稍后再试',
    );
  });

  it('reloads the rounds when the course pushes updateRound, and ignores other courses', async () => {
    const course = installFakeCourse();
    const { push } = renderAdmin(page);
    await row('3月省内集中竞价');
    // Another browser (or the server) stopped the round.
    const changed = course.rounds[0];
    if (changed) changed.status = 2;
    push.push('notice', 'OnReceiveNoticeMsg', courseId + 1, '{}', 'updateRound');
    push.push('notice', 'OnReceiveNoticeMsg', courseId, '<p>公告</p>', 'notice');
    await new Promise((r) => setTimeout(r, 300));
    expect(steps(await row('3月省内集中竞价'))).toEqual([false, true, false]);
    push.push('notice', 'OnReceiveNoticeMsg', courseId, '{"roundId":1,"status":2}', 'updateRound');
    await waitFor(
      async () => expect(steps(await row('3月省内集中竞价'))).toEqual([false, false, true]),
      wait,
    );
  });
});
