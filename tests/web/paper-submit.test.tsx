// Submitting the paper (spec sections 4, 5 and 8) against msw: the confirmation texts, the outcome
// messages, and the automatic logout 5 s after a successful submit.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paperQuestions, servePaper, type PaperServerOptions } from './paperHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };
// Text queries, not role queries: with antd's styles jsdom takes seconds per role lookup.
const clickButton = (label: RegExp | string, inside: HTMLElement = document.body) =>
  fireEvent.click(
    within(inside).getByText(label, { selector: 'button span' }).closest('button') as HTMLElement,
  );

const submitButton = () =>
  screen.getByText(/^交\s*卷$/, { selector: 'button span' }).closest('button') as HTMLButtonElement;

async function openPaper(options: PaperServerOptions = {}) {
  const calls = servePaper(options);
  renderApp('/user/paper');
  await screen.findByText('第1题 / 共6题', {}, wait);
  return calls;
}

describe('submitting the paper', () => {
  it('opens a paper handed in before read-only, says so and links the result', async () => {
    const calls = await openPaper({ handedIn: true });
    expect(screen.getByText('试卷已提交，不能再修改答案')).toBeTruthy();
    expect(screen.getByText('查看成绩').closest('a')?.getAttribute('href')).toBe(
      '/user/paper/result',
    );
    for (const label of [/^保\s*存$/, '保存并下一题', /^交\s*卷$/]) {
      const button = screen.getByText(label, { selector: 'button span' }).closest('button');
      expect(button?.disabled, String(label)).toBe(true);
    }
    // The saved answers can still be read question by question.
    clickButton('下一题');
    expect(await screen.findByText('第2题 / 共6题', {}, wait)).toBeTruthy();
    expect(calls.saveAttempts + calls.submits).toBe(0);
  });

  it('asks "还有4道题未作答，是否确认交卷？" (questions not generated are not counted); cancel keeps the paper', async () => {
    const calls = await openPaper();
    clickButton(/^交\s*卷$/);
    expect(await screen.findByText('还有4道题未作答，是否确认交卷？')).toBeTruthy();
    const submit = submitButton();
    expect(submit.disabled).toBe(true);
    clickButton(/^取\s*消$/);
    // Back to the paper: 交卷 works again and nothing was sent.
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(calls.submits).toBe(0);
    expect(screen.getByText('第1题 / 共6题')).toBeTruthy();
  });

  it('asks "是否确认交卷？" when every generated question is answered', async () => {
    const questions = paperQuestions().map((q) => ({
      ...q,
      userAnswer: q.answerCount ? '1' : null,
    }));
    await openPaper({ questions });
    clickButton(/^交\s*卷$/);
    expect(await screen.findByText('是否确认交卷？')).toBeTruthy();
  });

  it('says "交卷已完成，系统将会5秒后自动退出。" and logs out through the session 5 s later', async () => {
    const calls = await openPaper();
    clickButton(/^交\s*卷$/);
    await screen.findByText('还有4道题未作答，是否确认交卷？');
    clickButton('确认交卷');
    expect(await screen.findByText('交卷已完成，系统将会5秒后自动退出。', {}, wait)).toBeTruthy();
    expect(calls.submits).toBe(1);
    // Not yet: the trainee has time to read the message.
    expect(localStorage.getItem('access_token')).not.toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'), { timeout: 8000 });
    expect(localStorage.getItem('access_token')).toBeNull();
  }, 20_000);

  it('says "交卷失败了，请与相关人员沟通" when the server refuses, without the global warning box', async () => {
    await openPaper({ submit: { status: 400 } });
    clickButton(/^交\s*卷$/);
    await screen.findByText('还有4道题未作答，是否确认交卷？');
    clickButton('确认交卷');
    expect(await screen.findByText('交卷失败了，请与相关人员沟通', {}, wait)).toBeTruthy();
    expect(screen.queryByText('试卷已提交，请勿重复交卷')).toBeNull();
    // The paper stays open where it was.
    expect(screen.getByText('第1题 / 共6题')).toBeTruthy();
  });

  it('says "交卷出现问题，请与相关人员沟通" when the call itself fails', async () => {
    await openPaper({ submit: 'network-error' });
    clickButton(/^交\s*卷$/);
    await screen.findByText('还有4道题未作答，是否确认交卷？');
    clickButton('确认交卷');
    expect(await screen.findByText('交卷出现问题，请与相关人员沟通', {}, wait)).toBeTruthy();
  });
});
