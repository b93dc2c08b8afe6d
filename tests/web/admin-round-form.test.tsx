import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { RoundInput } from '../../src/admin/newRound';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { spotRound } from '../../src/api/testing/fixtures/round';
import { apiHttp } from '../../src/api/testing/http';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

// The round form beyond centralised bidding: the type decides scope, cycle and flags; the days are
// checked against the month; an existing round is edited through updateRound.

setupShellServer();
// Each test renders the whole app and opens a dialog: slow on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

const wait = { timeout: 10_000 };
const page = `/admin/course/${courseId}`;

/** The dialog whose title matches. */
async function dialogTitled(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, wait);
  const dialog = heading.closest('.ant-modal');
  if (!(dialog instanceof HTMLElement)) throw new Error('no dialog');
  return dialog;
}

const button = (dialog: HTMLElement, text: string) =>
  [...dialog.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === text,
  ) as HTMLButtonElement;

/** Picks an option of the antd select labelled `label` in `dialog`. */
async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  const item = await screen.findByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(item);
}

/** Serves the fake course with these dates. */
function courseRunning(startDate: string, endDate: string) {
  server.use(
    apiHttp.get('/api/app/course/{id}', ({ response }) =>
      response(200).json({
        ...responseFixtures.Course,
        id: courseId,
        name: '鲁苏电力市场交易仿真',
        startDate,
        endDate,
      }),
    ),
  );
}

/** Opens 编辑 on the round named `name`; returns the dialog. */
async function editRound(name: string): Promise<HTMLElement> {
  const cell = await screen.findByText(name, { selector: 'td' }, wait);
  fireEvent.click(
    within(cell.closest('tr') as HTMLElement).getByRole('button', { name: /编\s*辑/ }),
  );
  return dialogTitled(`编辑轮次「${name}」`);
}

/** Records the bodies of createRound and updateRound. */
function recordSaves() {
  const sent: { method: string; body: RoundInput }[] = [];
  server.use(
    apiHttp.post('/api/app/round', async ({ request, response }) => {
      const body = await request.json();
      sent.push({ method: 'POST', body });
      return response(200).json({ ...responseFixtures.Round, ...body, id: 99, status: 0 });
    }),
    apiHttp.put('/api/app/round/{id}', async ({ request, params, response }) => {
      const body = await request.json();
      sent.push({ method: `PUT ${params.id}`, body });
      return response(200).json({ ...responseFixtures.Round, ...body, id: Number(params.id) });
    }),
  );
  return sent;
}

describe('round form: the type decides what is asked and sent', () => {
  it('a day-ahead spot round trades one day, may be inter-provincial, has SCUC and no quotas', async () => {
    installFakeCourse();
    const sent = recordSaves();
    renderAdmin(page);
    fireEvent.click(await screen.findByText(/新建轮次/, { selector: 'button span' }, wait));
    const dialog = await dialogTitled('新建集中竞价轮次');
    fireEvent.click(within(dialog).getByLabelText('日前现货'));
    await dialogTitled('新建日前现货轮次');
    expect(within(dialog).queryByLabelText('启用额度')).toBeNull();
    expect(within(dialog).getByLabelText('日')).toBeTruthy();
    expect(within(dialog).queryByLabelText('月度')).toBeNull();
    expect(within(dialog).queryByLabelText('多日')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('省间'));
    fireEvent.change(within(dialog).getByLabelText('交易日'), { target: { value: '15' } });
    fireEvent.click(within(dialog).getByLabelText('机组组合(SCUC)'));
    fireEvent.click(button(dialog, '创建'));
    await waitFor(() => expect(sent).toHaveLength(1), wait);
    // The fixture course runs in June 2025 only: the proposal stays in June though its rounds are too.
    expect(sent[0]?.body).toMatchObject({
      courseId,
      type: 11,
      cycle: 3,
      day: 15,
      isInterProvincial: true,
      enableQuota: false,
      enableScuc: true,
      name: '2025年6月15日省间现货',
    });
  });

  it('a rolling round offers no inter-provincial scope and says sessions are not added here', async () => {
    installFakeCourse();
    renderAdmin(page);
    fireEvent.click(await screen.findByText(/新建轮次/, { selector: 'button span' }, wait));
    const dialog = await dialogTitled('新建集中竞价轮次');
    fireEvent.click(within(dialog).getByLabelText('省间'));
    fireEvent.click(within(dialog).getByLabelText('滚动撮合'));
    await dialogTitled('新建滚动撮合轮次');
    expect(within(dialog).queryByLabelText('省间')).toBeNull();
    expect(within(dialog).getByText('场次（子轮次）暂不能在此添加')).toBeTruthy();
    expect((within(dialog).getByLabelText('轮次名称') as HTMLInputElement).value).toMatch(
      /月滚动撮合$/,
    );
  });

  it('offers no 滚动撮合 round when the deployment switched listing off (EnableListing false)', async () => {
    installFakeCourse();
    server.use(
      apiHttp.get('/api/abp/application-configuration', ({ response }) =>
        response(200).json({
          ...responseFixtures.ApplicationConfiguration,
          setting: { values: { EnableListing: 'false' } },
        }),
      ),
    );
    renderAdmin(page);
    fireEvent.click(await screen.findByText(/新建轮次/, { selector: 'button span' }, wait));
    const dialog = await dialogTitled('新建集中竞价轮次');
    expect(within(dialog).getByLabelText('日前现货')).toBeTruthy();
    expect(within(dialog).queryByLabelText('滚动撮合')).toBeNull();
  });

  /** A daily round's form in March of a course running all 2025 (February and March both trade). */
  async function dailyMarchForm() {
    const course = installFakeCourse();
    courseRunning('2025-01-01T00:00:00.000Z', '2025-12-31T23:59:59.000Z');
    renderAdmin(page);
    fireEvent.click(await screen.findByText(/新建轮次/, { selector: 'button span' }, wait));
    const dialog = await dialogTitled('新建集中竞价轮次');
    fireEvent.click(within(dialog).getByLabelText('日'));
    await choose(dialog, '月份', '3月');
    const day = (await within(dialog).findByLabelText('交易日')) as HTMLInputElement;
    /** Presses 创建 and expects nothing sent. */
    const createSendsNothing = async () => {
      fireEvent.click(button(dialog, '创建'));
      await new Promise((r) => setTimeout(r, 200));
      expect(course.calls).toEqual([]);
    };
    return { dialog, day, createSendsNothing };
  }

  it('refuses day 0 with the month-length message instead of turning it into the 1st', async () => {
    const { dialog, day, createSendsNothing } = await dailyMarchForm();
    fireEvent.change(day, { target: { value: '0' } });
    fireEvent.blur(day);
    expect(
      await within(dialog).findByText('2025年3月只有31天，日期应在1至31之间', {}, wait),
    ).toBeTruthy();
    expect(day.value).toBe('0');
    await createSendsNothing();
  });

  it('flags a day the newly chosen month does not have, and sends nothing', async () => {
    const { dialog, day, createSendsNothing } = await dailyMarchForm();
    fireEvent.change(day, { target: { value: '31' } });
    await choose(dialog, '月份', '2月');
    expect(
      await within(dialog).findByText('2025年2月只有28天，日期应在1至28之间', {}, wait),
    ).toBeTruthy();
    await createSendsNothing();
  });

  it('proposes the day after the last day-ahead round and flags a day that already has one', async () => {
    const course = installFakeCourse();
    course.rounds.push({ ...spotRound, id: 6, courseId, status: 3 });
    renderAdmin(page);
    fireEvent.click(await screen.findByText(/新建轮次/, { selector: 'button span' }, wait));
    const dialog = await dialogTitled('新建集中竞价轮次');
    fireEvent.click(within(dialog).getByLabelText('日前现货'));
    const day = (await within(dialog).findByLabelText('交易日')) as HTMLInputElement;
    await waitFor(() => expect(day.value).toBe('16'), wait);
    expect((within(dialog).getByLabelText('轮次名称') as HTMLInputElement).value).toBe(
      '2025年6月16日日前现货',
    );
    // The inter-provincial scope does not make a second round of that day possible.
    fireEvent.click(within(dialog).getByLabelText('省间'));
    fireEvent.change(day, { target: { value: '15' } });
    const message =
      '2025年6月15日已有现货轮次「6 月 15 日日前现货」：' +
      '一个现货轮次包含当日的预出清、省间现货和正式出清，同一交易日不能再建第二个';
    expect(await within(dialog).findByText(message, {}, wait)).toBeTruthy();
    fireEvent.click(button(dialog, '创建'));
    await new Promise((r) => setTimeout(r, 200));
    expect(course.calls).toEqual([]);
  });

  it('refuses a multi-day end before its start', async () => {
    installFakeCourse();
    renderAdmin(page);
    fireEvent.click(await screen.findByText(/新建轮次/, { selector: 'button span' }, wait));
    const dialog = await dialogTitled('新建集中竞价轮次');
    fireEvent.click(within(dialog).getByLabelText('多日'));
    fireEvent.change(await within(dialog).findByLabelText('开始日'), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText('结束日'), { target: { value: '5' } });
    fireEvent.click(button(dialog, '创建'));
    expect(await within(dialog).findByText('结束日不能早于开始日', {}, wait)).toBeTruthy();
  });
});

describe('round form: editing a round', () => {
  it('opens with the round as it is and sends updateRound', async () => {
    // Not opened yet, so its scope may still change.
    installFakeCourse().hidden.add(5);
    const sent = recordSaves();
    renderAdmin(page);
    // A new-round dialog opened and cancelled first leaves nothing behind in the edit dialog.
    fireEvent.click(await screen.findByText(/新建轮次/, { selector: 'button span' }, wait));
    fireEvent.click(button(await dialogTitled('新建集中竞价轮次'), '取消'));
    const cell = await screen.findByText('3月双边协商', { selector: 'td' }, wait);
    const row = cell.closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await dialogTitled('编辑轮次「3月双边协商」');
    expect((within(dialog).getByLabelText('双边协商') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('省间'));
    // The round's own name stays.
    expect((within(dialog).getByLabelText('轮次名称') as HTMLInputElement).value).toBe(
      '3月双边协商',
    );
    fireEvent.click(button(dialog, '保存'));
    await waitFor(() => expect(sent).toHaveLength(1), wait);
    expect(sent[0]).toMatchObject({
      method: 'PUT 5',
      body: { type: 1, cycle: 1, isInterProvincial: true, name: '3月双边协商' },
    });
    expect(await screen.findByText('「3月双边协商」已保存', {}, wait)).toBeTruthy();
  });

  it('offers no edit for an ended round', async () => {
    installFakeCourse();
    renderAdmin(page);
    const cell = await screen.findByText('2月集中竞价（已出清）', { selector: 'td' }, wait);
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
  });

  it("shows the server's refusal and keeps the dialog", async () => {
    installFakeCourse();
    server.use(
      apiHttp.put('/api/app/round/{id}', () =>
        HttpResponse.json(
          { error: { code: 'RoundHasDeclarations', message: '该轮次已有企业申报，不能修改' } },
          { status: 409 },
        ),
      ),
    );
    renderAdmin(page);
    const cell = await screen.findByText('3月省内集中竞价', { selector: 'td' }, wait);
    fireEvent.click(
      within(cell.closest('tr') as HTMLElement).getByRole('button', { name: /编\s*辑/ }),
    );
    const dialog = await dialogTitled('编辑轮次「3月省内集中竞价」');
    fireEvent.change(within(dialog).getByLabelText('轮次名称'), { target: { value: '改名' } });
    fireEvent.click(button(dialog, '保存'));
    expect(
      await within(dialog).findByText('修改轮次失败：该轮次已有企业申报，不能修改', {}, wait),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('轮次名称') as HTMLInputElement).value).toBe('改名');
  });
});

describe('round form: the course period, a published round and the days a cycle needs', () => {
  const outside = '轮次的交易月份应在课程期间（2025年6月至2025年6月）内';

  it('flags a year or a month outside the course, as the server words it, and sends nothing', async () => {
    const course = installFakeCourse();
    renderAdmin(page);
    fireEvent.click(await screen.findByText(/新建轮次/, { selector: 'button span' }, wait));
    const dialog = await dialogTitled('新建集中竞价轮次');
    expect(
      await within(dialog).findByText('课程期间：2025年6月至2025年6月', {}, wait),
    ).toBeTruthy();
    const year = within(dialog).getByLabelText('年份');
    fireEvent.change(year, { target: { value: '2030' } });
    expect(await within(dialog).findByText(outside, {}, wait)).toBeTruthy();
    fireEvent.click(button(dialog, '创建'));
    await new Promise((r) => setTimeout(r, 200));
    expect(course.calls).toEqual([]);
    // Back in the course's year the month says it, once.
    fireEvent.change(year, { target: { value: '2025' } });
    await choose(dialog, '月份', '7月');
    await waitFor(() => expect(within(dialog).getAllByText(outside)).toHaveLength(1), wait);
    await choose(dialog, '月份', '6月');
    await waitFor(() => expect(within(dialog).queryByText(outside)).toBeNull(), wait);
    fireEvent.click(button(dialog, '创建'));
    await waitFor(() => expect(course.calls).toEqual(['create 2025年6月省内集中竞价']), wait);
  });

  it('keeps the type and scope of a round trainees see, saying why, and not of an unopened one', async () => {
    installFakeCourse();
    renderAdmin(page);
    const published = await editRound('3月省内集中竞价');
    expect(within(published).getByText('轮次已向学员发布，不能修改交易类型')).toBeTruthy();
    expect(within(published).getByText('轮次已向学员发布，不能修改交易范围')).toBeTruthy();
    for (const label of ['集中竞价', '日前现货', '双边协商', '省内', '省间']) {
      expect((within(published).getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    }
    fireEvent.click(button(published, '取消'));
    const hidden = await editRound('4月集中竞价（未发布）');
    expect(within(hidden).queryByText('轮次已向学员发布，不能修改交易类型')).toBeNull();
    expect((within(hidden).getByLabelText('日前现货') as HTMLInputElement).disabled).toBe(false);
  });

  it('switching an unopened round to 日前现货 proposes the next free day, as a new round does', async () => {
    const course = installFakeCourse();
    course.rounds.push({ ...spotRound, id: 6, courseId, status: 3 });
    const sent = recordSaves();
    renderAdmin(page);
    const dialog = await editRound('4月集中竞价（未发布）');
    fireEvent.click(within(dialog).getByLabelText('日前现货'));
    const day = (await within(dialog).findByLabelText('交易日', {}, wait)) as HTMLInputElement;
    await waitFor(() => expect(day.value).toBe('16'), wait);
    fireEvent.click(button(dialog, '保存'));
    await waitFor(() => expect(sent).toHaveLength(1), wait);
    expect(sent[0]).toMatchObject({ method: 'PUT 2', body: { type: 11, cycle: 3, day: 16 } });
  });

  it('fills the days of a new cycle as the suggested name reads them', async () => {
    installFakeCourse();
    const sent = recordSaves();
    renderAdmin(page);
    fireEvent.click(await screen.findByText(/新建轮次/, { selector: 'button span' }, wait));
    const dialog = await dialogTitled('新建集中竞价轮次');
    const name = () => (within(dialog).getByLabelText('轮次名称') as HTMLInputElement).value;
    fireEvent.click(within(dialog).getByLabelText('多日'));
    const start = (await within(dialog).findByLabelText('开始日', {}, wait)) as HTMLInputElement;
    await waitFor(() => expect(start.value).toBe('1'), wait);
    expect((within(dialog).getByLabelText('结束日') as HTMLInputElement).value).toBe('30');
    expect(name()).toBe('2025年6月1-30日省内集中竞价');
    fireEvent.click(within(dialog).getByLabelText('滚动撮合'));
    await dialogTitled('新建滚动撮合轮次');
    fireEvent.click(within(dialog).getByLabelText('日'));
    const day = (await within(dialog).findByLabelText('交易日', {}, wait)) as HTMLInputElement;
    await waitFor(() => expect(day.value).toBe('1'), wait);
    expect(name()).toBe('2025年6月1日分时段滚动撮合');
    fireEvent.click(button(dialog, '创建'));
    await waitFor(() => expect(sent).toHaveLength(1), wait);
    expect(sent[0]?.body).toMatchObject({
      type: 3,
      cycle: 3,
      day: 1,
      name: '2025年6月1日分时段滚动撮合',
    });
  });
});
