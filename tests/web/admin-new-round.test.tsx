import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  coursePeriodText,
  fieldsOfRound,
  fitToType,
  nextPeriod,
  periodProblem,
  roundInput,
  suggestedName,
  withDays,
} from '../../src/admin/newRound';
import type { AdminRound } from '../../src/admin/steps/types';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { apiHttp } from '../../src/api/testing/http';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };
const page = `/admin/course/${courseId}`;
const round = (year: number, month: number): AdminRound => ({
  ...responseFixtures.Round,
  year,
  month,
  hidden: false,
});

describe('new round: what the form proposes and sends', () => {
  const march = { startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-12-31T23:59:59.000Z' };

  it('proposes the month after the latest round, across a year end', () => {
    expect(nextPeriod([round(2026, 3), round(2026, 5), round(2026, 4)], null)).toEqual({
      year: 2026,
      month: 6,
    });
    expect(nextPeriod([round(2026, 12)], null)).toEqual({ year: 2027, month: 1 });
    expect(nextPeriod([], null, new Date(2026, 10, 23))).toEqual({ year: 2026, month: 11 });
  });

  it('starts a course without rounds at its first month and keeps proposals inside its period', () => {
    // Not today's month: the course's own period.
    expect(nextPeriod([], march, new Date(2025, 10, 23))).toEqual({ year: 2026, month: 3 });
    expect(nextPeriod([round(2026, 4)], march)).toEqual({ year: 2026, month: 5 });
    expect(nextPeriod([round(2026, 12)], march)).toEqual({ year: 2026, month: 12 });
    expect(nextPeriod([round(2025, 1)], march)).toEqual({ year: 2026, month: 3 });
  });

  it('names the round by period, type and scope, like the demo course', () => {
    const month = {
      type: 15 as const,
      isInterProvincial: false,
      cycle: 1 as const,
      year: 2026,
      month: 6,
    };
    expect(suggestedName(month)).toBe('2026年6月省内集中竞价');
    expect(suggestedName({ ...month, isInterProvincial: true })).toBe('2026年6月省间集中竞价');
    expect(suggestedName({ ...month, cycle: 3, day: 18 })).toBe('2026年6月18日省内集中竞价');
    // 多日 without an end day runs to the month's last day (June has 30).
    expect(suggestedName({ ...month, cycle: 2, startDay: 10 })).toBe(
      '2026年6月10-30日省内集中竞价',
    );
    expect(suggestedName({ ...month, type: 3 })).toBe('2026年6月滚动撮合');
    expect(suggestedName({ ...month, type: 3, cycle: 3, day: 15 })).toBe(
      '2026年6月15日分时段滚动撮合',
    );
    expect(suggestedName({ ...month, type: 1, isInterProvincial: true })).toBe(
      '2026年6月省间双边协商',
    );
    expect(suggestedName({ ...month, type: 11, cycle: 3, day: 15 })).toBe('2026年6月15日日前现货');
    expect(suggestedName({ ...month, type: 11, cycle: 3, day: 15, isInterProvincial: true })).toBe(
      '2026年6月15日省间现货',
    );
  });

  const fields = {
    name: '  6月集中竞价 ',
    type: 15 as const,
    isInterProvincial: true,
    cycle: 1 as const,
    year: 2026,
    month: 6,
    day: 9,
    enableQuota: true,
    enableScuc: true,
  };

  it('sends the type with the days only the chosen cycle has, and a trimmed name', () => {
    expect(roundInput(7, fields)).toEqual({
      courseId: 7,
      name: '6月集中竞价',
      type: 15,
      cycle: 1,
      year: 2026,
      month: 6,
      isInterProvincial: true,
      enableQuota: true,
      // Unit commitment is a spot setting only.
      enableScuc: false,
    });
    expect(roundInput(7, { ...fields, cycle: 3 })).toMatchObject({
      day: 9,
      startDay: 9,
      endDay: 9,
    });
    expect(roundInput(7, { ...fields, cycle: 2, startDay: 3 })).toMatchObject({
      startDay: 3,
      endDay: 30,
    });
  });

  it('sends only what the type has: spot trades one day with SCUC and no quotas, rolling is provincial', () => {
    expect(roundInput(7, { ...fields, type: 11 })).toMatchObject({
      type: 11,
      cycle: 3,
      day: 9,
      isInterProvincial: true,
      enableQuota: false,
      enableScuc: true,
    });
    expect(roundInput(7, { ...fields, type: 3, cycle: 2 })).toMatchObject({
      type: 3,
      cycle: 1,
      isInterProvincial: false,
      enableQuota: true,
      enableScuc: false,
    });
    expect(fitToType({ ...fields, type: 1, cycle: 3 })).toMatchObject({ cycle: 1 });
  });

  it('says where a period lies outside the course, on the year or the month, as the server does', () => {
    const spring = { startDate: '2026-04-01T00:00:00.000Z', endDate: '2026-06-30T23:59:59.000Z' };
    const message = '轮次的交易月份应在课程期间（2026年4月至2026年6月）内';
    expect(periodProblem(spring, 2030, 4)).toEqual({ field: 'year', message });
    expect(periodProblem(spring, 2026, 7)).toEqual({ field: 'month', message });
    expect(periodProblem(spring, 2026, 3)).toEqual({ field: 'month', message });
    expect(periodProblem(spring, 2026, 4)).toBeNull();
    expect(periodProblem(spring, 2026, 6)).toBeNull();
    // Read as written: a course from 1 April (+08:00) starts in April.
    expect(
      periodProblem({ ...spring, startDate: '2026-04-01T00:00:00+08:00' }, 2026, 4),
    ).toBeNull();
    expect(periodProblem(null, 2030, 1)).toBeNull();
    expect(coursePeriodText(spring)).toBe('课程期间：2026年4月至2026年6月');
  });

  it('fills the days a cycle needs as the suggested name reads them, keeping chosen ones', () => {
    const base = { ...fields, type: 3 as const, isInterProvincial: false, day: undefined };
    expect(withDays({ ...base, cycle: 3 }, []).day).toBe(1);
    expect(withDays({ ...base, cycle: 3, day: 12 }, []).day).toBe(12);
    expect(withDays({ ...base, cycle: 2 }, [])).toMatchObject({ startDay: 1, endDay: 30 });
    expect(withDays({ ...base, cycle: 2, startDay: 5 }, [])).toMatchObject({
      startDay: 5,
      endDay: 30,
    });
    // A day-ahead round takes the day after the month's last day-ahead round.
    const spot = { ...round(2026, 6), type: 11 as const, cycle: 3 as const, day: 15 };
    expect(withDays({ ...base, type: 11, cycle: 3 }, [spot]).day).toBe(16);
    const monthly = { ...base, cycle: 1 as const };
    expect(withDays(monthly, [])).toBe(monthly);
  });

  it('fills the form from a round being edited', () => {
    expect(
      fieldsOfRound({
        ...responseFixtures.Round,
        cycle: 2,
        startDay: 10,
        endDay: 16,
        hidden: true,
      }),
    ).toEqual({
      name: responseFixtures.Round.name,
      type: 15,
      isInterProvincial: false,
      cycle: 2,
      year: 2025,
      month: 6,
      startDay: 10,
      endDay: 16,
      enableQuota: true,
      enableScuc: false,
    });
  });
});

/** The open new-round dialog. */
async function openDialog(): Promise<HTMLElement> {
  const create = await screen.findByText(/新建轮次/, { selector: 'button span' }, wait);
  fireEvent.click(create);
  const title = await screen.findByText('新建集中竞价轮次', {}, wait);
  const dialog = title.closest('.ant-modal');
  if (!(dialog instanceof HTMLElement)) throw new Error('no dialog');
  return dialog;
}

const nameBox = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('轮次名称') as HTMLInputElement;
const createButton = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === '创建',
  ) as HTMLButtonElement;

describe('new round: the teacher creates a centralised-bidding round', () => {
  it('suggests a name that follows the scope, creates the round hidden and selects it', async () => {
    const course = installFakeCourse();
    renderAdmin(page);
    const dialog = await openDialog();
    const { year, month } = nextPeriod(
      course.rounds.map((r) => ({ ...r, hidden: false })),
      responseFixtures.Course,
    );
    expect(nameBox(dialog).value).toBe(`${year}年${month}月省内集中竞价`);
    fireEvent.click(within(dialog).getByLabelText('省间'));
    await waitFor(() => expect(nameBox(dialog).value).toBe(`${year}年${month}月省间集中竞价`));
    fireEvent.click(createButton(dialog));
    const name = `${year}年${month}月省间集中竞价`;
    expect(await screen.findByText(`「${name}」已创建，开启申报后学员可见`, {}, wait)).toBeTruthy();
    expect(course.calls).toEqual([`create ${name}`]);
    const cell = await screen.findByText(name, { selector: 'td' }, wait);
    const row = cell.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('未开启');
    expect(row.textContent).toContain('省间集中竞价');
    await waitFor(() => expect(window.location.search).toBe(`?round=${course.rounds.length}`));
  });

  it('keeps a name the teacher typed when the scope changes', async () => {
    installFakeCourse();
    renderAdmin(page);
    const dialog = await openDialog();
    fireEvent.change(nameBox(dialog), { target: { value: '教学演示轮' } });
    fireEvent.click(within(dialog).getByLabelText('省间'));
    await new Promise((r) => setTimeout(r, 100));
    expect(nameBox(dialog).value).toBe('教学演示轮');
  });

  it('refuses an empty name in Chinese and sends nothing', async () => {
    const course = installFakeCourse();
    renderAdmin(page);
    const dialog = await openDialog();
    fireEvent.change(nameBox(dialog), { target: { value: '  ' } });
    fireEvent.click(createButton(dialog));
    expect(await within(dialog).findByText('请输入轮次名称', {}, wait)).toBeTruthy();
    expect(course.calls).toEqual([]);
  });

  it("shows the server's reason and keeps the dialog and its fields", async () => {
    installFakeCourse();
    server.use(
      apiHttp.post('/api/app/round', () =>
        HttpResponse.json(
          { error: { code: 'Forbidden', message: '您不是该课程的授课教师，无权访问' } },
          { status: 403 },
        ),
      ),
    );
    renderAdmin(page);
    const dialog = await openDialog();
    fireEvent.change(nameBox(dialog), { target: { value: '教学演示轮' } });
    fireEvent.click(createButton(dialog));
    expect(
      await within(dialog).findByText('新建轮次失败：您不是该课程的授课教师，无权访问', {}, wait),
    ).toBeTruthy();
    expect(nameBox(dialog).value).toBe('教学演示轮');
  });
});
