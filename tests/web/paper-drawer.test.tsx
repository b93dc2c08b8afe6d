// The exam drawer (spec sections 2 and 9) against msw: where its 答题 button shows, the 450 px bottom
// drawer with the paper, the countdown to the course end, refresh and close, and submit from it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { course } from '../../src/api/testing/fixtures/course';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { paperQuestions, serveCourseArguments, servePaper } from './paperHarness';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };
// Text queries, not role queries: with antd's styles jsdom takes seconds per role lookup.
const examButton = () => screen.queryByText('答题', { selector: 'button span' })?.closest('button');
const clickButton = (label: RegExp | string, inside: HTMLElement = document.body) =>
  fireEvent.click(
    within(inside).getByText(label, { selector: 'button span' }).closest('button') as HTMLElement,
  );
const drawer = () => document.querySelector<HTMLElement>('.ant-drawer-bottom');
const drawerOpen = () => drawer()?.classList.contains('ant-drawer-open') === true;

/** The course ends `ms` from now. */
function courseEndingIn(ms: number) {
  const endDate = new Date(Date.now() + ms).toISOString();
  server.use(
    http.get(`${testApiBaseUrl}/api/app/course/:id`, () =>
      HttpResponse.json({ ...course, endDate }),
    ),
  );
}

async function openDrawer(path = '/user/assets') {
  renderApp(path);
  await waitFor(() => expect(examButton()).toBeTruthy(), wait);
  fireEvent.click(examButton() as HTMLElement);
  await screen.findByText('第1题 / 共6题', {}, wait);
}

describe('exam drawer', () => {
  it('shows 答题 on a page of the layout and opens a 450 px bottom drawer with the paper', async () => {
    servePaper();
    await openDrawer();
    expect(examButton()?.textContent).toBe('答题');
    expect(drawerOpen()).toBe(true);
    const panel = drawer()?.querySelector<HTMLElement>('.ant-drawer-content-wrapper');
    expect(panel?.style.height).toBe('450px');
    expect(drawer()?.querySelector('.ant-drawer-title')?.textContent).toBe('答题');
    expect(within(drawer() as HTMLElement).getByLabelText('答题卡')).toBeTruthy();
  });

  it('counts down to the course end in days, hours, minutes and seconds', async () => {
    servePaper();
    courseEndingIn(((2 * 24 + 3) * 3600 + 4 * 60 + 30) * 1000);
    await openDrawer();
    const countdown = await screen.findByTestId('exam-countdown');
    expect(countdown.textContent).toMatch(/^距课程结束：2天03时04分[0-3]\d秒$/);
    const first = countdown.textContent;
    await waitFor(() => expect(countdown.textContent).not.toBe(first), { timeout: 2500 });
  });

  it('has no 答题 button on the course list or on the paper page', async () => {
    servePaper();
    renderApp('/user/course');
    await screen.findByTestId('header-course', {}, wait);
    await screen.findAllByText(/进入仿真|切换课程/, {}, wait);
    expect(examButton()).toBeFalsy();
    window.history.pushState(null, '', '/user/paper');
    fireEvent(window, new PopStateEvent('popstate'));
    await screen.findByText('第1题 / 共6题', {}, wait);
    expect(examButton()).toBeFalsy();
  });

  it("has no 答题 button when the course argument IsBuildQuestions is not '1'", async () => {
    serveCourseArguments('0');
    renderApp('/user/assets');
    await screen.findByTestId('header-course', {}, wait);
    // The arguments arrive with the course; give the layout time to draw with them.
    await new Promise((r) => setTimeout(r, 500));
    expect(examButton()).toBeFalsy();
  });

  it('刷新 loads the questions again (newly generated ones appear) and 关闭 closes the drawer', async () => {
    const questions = paperQuestions();
    const calls = servePaper({ questions });
    await openDrawer();
    expect(calls.loads).toBe(1);
    const sheet = within(drawer() as HTMLElement).getByLabelText('答题卡');
    expect(within(sheet).getByLabelText('第5题（待生成）')).toBeTruthy();
    // The stage of question 5 happens meanwhile: the server now has it.
    questions[4]!.answerCount = 1;
    clickButton(/^刷\s*新$/, drawer() as HTMLElement);
    await waitFor(() => expect(calls.loads).toBe(2), wait);
    await waitFor(() => {
      const fresh = within(drawer() as HTMLElement).getByLabelText('答题卡');
      expect(within(fresh).getByLabelText('第5题（未作答）')).toBeTruthy();
    }, wait);
    clickButton(/^关\s*闭$/, drawer() as HTMLElement);
    await waitFor(() => expect(drawerOpen()).toBe(false));
  });

  it('gives the calculation hints in the drawer and saves nothing, keeping the text', async () => {
    const calls = servePaper();
    await openDrawer();
    const inside = drawer() as HTMLElement;
    fireEvent.click(within(inside).getByLabelText('第4题（未作答）'));
    const box = (await within(inside).findByLabelText('第4题答案', {}, wait)) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'abc' } });
    clickButton(/^保\s*存$/, inside);
    expect(await within(inside).findByText('提示：请输入数字', {}, wait)).toBeTruthy();
    fireEvent.change(box, { target: { value: '99999999999' } });
    clickButton(/^保\s*存$/, inside);
    expect(await within(inside).findByText('提示：最大值为9999999999', {}, wait)).toBeTruthy();
    expect(box.value).toBe('99999999999');
    expect(calls.saves).toEqual([]);
  });

  it('after a submit from the drawer, logs out 5 s later even when the drawer was closed', async () => {
    const calls = servePaper();
    await openDrawer();
    const inDrawer = drawer() as HTMLElement;
    clickButton(/^交\s*卷$/, inDrawer);
    await screen.findByText('还有4道题未作答，是否确认交卷？');
    clickButton('确认交卷');
    expect(await screen.findByText('交卷已完成，系统将会5秒后自动退出。', {}, wait)).toBeTruthy();
    expect(calls.submits).toBe(1);
    // Refresh would start a new paper and lose the pending logout: it is off now.
    const refresh = within(inDrawer)
      .getByText(/^刷\s*新$/, { selector: 'button span' })
      .closest('button');
    expect(refresh?.disabled).toBe(true);
    clickButton(/^关\s*闭$/, inDrawer);
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'), { timeout: 8000 });
    expect(localStorage.getItem('access_token')).toBeNull();
  }, 20_000);
});
