// The paper page (/user/paper) against msw: question by question, the answer rules of spec section 5
// as the trainee meets them, the answer sheet, and the save messages of spec section 8.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { servePaper } from './paperHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };
// No role queries: with antd's styles in the page, jsdom takes seconds per role lookup.
const paper = () => {
  const element = document.querySelector<HTMLElement>('.paper');
  if (!element) throw new Error('the paper is not on the page');
  return element;
};
/** A button of the paper by its label (antd writes two-character labels as "保 存"). */
const button = (label: RegExp | string) => {
  const text = within(paper()).getByText(label, { selector: 'button span' });
  return text.closest('button') as HTMLButtonElement;
};
const sheet = () => within(paper()).getByLabelText('答题卡');
const sheetButton = (label: string) => within(sheet()).getByLabelText(label);
/** The question on screen, once it is question number `num`. */
const question = (num: number) =>
  waitFor(() => {
    const element = document.querySelector<HTMLElement>(`section[aria-label="第${num}题"]`);
    if (!element) throw new Error(`question ${num} is not on screen`);
    return element;
  }, wait);

async function openPaper() {
  const calls = servePaper();
  renderApp('/user/paper');
  await question(1);
  return calls;
}

describe('paper page: questions', () => {
  it('opens the first question with its number, type, category and score, the stem sanitised', async () => {
    await openPaper();
    const first = await question(1);
    expect(first.textContent).toContain('第1题 / 共6题');
    expect(first.textContent).toContain('单选题');
    expect(first.textContent).toContain('基础知识');
    expect(first.textContent).toContain('（5分）');
    expect(first.textContent).toContain('电价单位是？');
    // The onerror handler and the script of the server HTML are gone.
    expect(first.querySelector('script')).toBeNull();
    expect(first.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('draws single choice as radio buttons lettered A-D and multiple choice as checkboxes', async () => {
    await openPaper();
    const radios = paper().querySelectorAll('input[type="radio"]');
    expect([...radios].map((r) => r.closest('label')?.textContent)).toEqual([
      'A. 元/kWh',
      'B. 元/MWh',
      'C. 元/吨',
      'D. 元/MW',
    ]);
    fireEvent.click(button('下一题'));
    await question(2);
    expect(paper().querySelectorAll('input[type="checkbox"]')).toHaveLength(3);
    expect((await question(2)).textContent).toContain('多选题');
  });

  it('disables 上一题 on the first question and says "已经是最后一题了" past the last one', async () => {
    await openPaper();
    expect(button('上一题').hasAttribute('disabled')).toBe(true);
    fireEvent.click(sheetButton('第6题（已作答）'));
    await question(6);
    fireEvent.click(button('下一题'));
    expect(await screen.findByText('已经是最后一题了')).toBeTruthy();
    // The saved answer of the last question is shown back to the trainee.
    expect(screen.getByText('已保存答案：月度')).toBeTruthy();
  });

  it('moves onto a question not generated and shows the waiting notice instead of the question', async () => {
    await openPaper();
    fireEvent.click(sheetButton('第4题（未作答）'));
    await question(4);
    fireEvent.click(button('下一题'));
    const waiting = await question(5);
    expect(waiting.textContent).toContain('题目所属阶段未进行，该题等待生成中......');
    expect(waiting.textContent).not.toContain('滚动撮合成交价');
    expect(waiting.querySelectorAll('input')).toHaveLength(0);
    expect(button(/^保\s*存$/).hasAttribute('disabled')).toBe(true);
  });
});

describe('paper page: answer sheet', () => {
  it('groups the questions under the category names of spec section 4', async () => {
    await openPaper();
    const text = sheet().textContent ?? '';
    const order = ['基础知识', '资产信息', '集中竞价', '滚动撮合', '结算报告'].map((n) =>
      text.indexOf(n),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('已答 1 / 共 6 题');
  });

  it('marks answered questions and greys those not generated, which do not open', async () => {
    await openPaper();
    expect(sheetButton('第6题（已作答）').getAttribute('data-mark')).toBe('answered');
    expect(sheetButton('第1题（未作答）').getAttribute('data-mark')).toBe('unanswered');
    const waiting = sheetButton('第5题（待生成）');
    expect(waiting.getAttribute('data-mark')).toBe('waiting');
    expect(waiting.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(waiting);
    expect(await screen.findByText('题目所属阶段未进行，该题等待生成中......')).toBeTruthy();
    // Still on the first question.
    expect(await question(1)).toBeTruthy();
    expect(sheetButton('第1题（未作答）').getAttribute('aria-current')).toBe('step');
  });
});

describe('paper page: saving answers', () => {
  it('saves a single choice as its option number, says "试题已保存" and marks it answered', async () => {
    const calls = await openPaper();
    fireEvent.click(screen.getByLabelText('B. 元/MWh'));
    fireEvent.click(button(/^保\s*存$/));
    expect(await screen.findByText('试题已保存', {}, wait)).toBeTruthy();
    expect(calls.saves).toEqual([{ id: 101, answer: '2' }]);
    expect(sheetButton('第1题（已作答）').getAttribute('data-mark')).toBe('answered');
    expect(screen.getByText('已保存答案：B')).toBeTruthy();
  });

  it('joins multiple choices sorted with commas (C then A is saved as "1,3")', async () => {
    const calls = await openPaper();
    fireEvent.click(sheetButton('第2题（未作答）'));
    await question(2);
    fireEvent.click(screen.getByLabelText('C. 滚动撮合'));
    fireEvent.click(screen.getByLabelText('A. 双边协商'));
    fireEvent.click(button('保存并下一题'));
    await question(3);
    expect(calls.saves).toEqual([{ id: 102, answer: '1,3' }]);
  });

  it('stops a fill-in answer at 20 characters and refuses a longer pasted one', async () => {
    const calls = await openPaper();
    fireEvent.click(sheetButton('第3题（未作答）'));
    const box = await screen.findByLabelText('第3题答案');
    expect(box.getAttribute('maxlength')).toBe('20');
    await userEvent.type(box, '一二三四五六七八九十一二三四五六七八九十多余的字');
    expect((box as HTMLInputElement).value).toHaveLength(20);
    // A value put in past the box's limit reaches the machine, which refuses it.
    fireEvent.change(box, { target: { value: '一二三四五六七八九十一二三四五六七八九十多' } });
    fireEvent.click(button(/^保\s*存$/));
    expect(await screen.findByText('答案最多20个字')).toBeTruthy();
    expect(calls.saves).toEqual([]);
  });

  it('gives a 提示 for text, a value over 9999999999 and a third decimal and saves nothing, then saves 2 decimals', async () => {
    const calls = await openPaper();
    fireEvent.click(sheetButton('第4题（未作答）'));
    const box = await screen.findByLabelText('第4题答案');
    fireEvent.change(box, { target: { value: 'abc' } });
    fireEvent.click(button(/^保\s*存$/));
    expect(await screen.findByText('提示：请输入数字')).toBeTruthy();
    // Not saved, and the text stays for the trainee to correct.
    expect((box as HTMLInputElement).value).toBe('abc');
    fireEvent.change(box, { target: { value: '99999999999' } });
    fireEvent.click(button(/^保\s*存$/));
    expect(await screen.findByText('提示：最大值为9999999999')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('99999999999');
    fireEvent.change(box, { target: { value: '400.125' } });
    fireEvent.click(button(/^保\s*存$/));
    expect(await screen.findByText('提示：小数位最多2位')).toBeTruthy();
    expect(calls.saves).toEqual([]);
    fireEvent.change(box, { target: { value: '400.12' } });
    // Typing clears the hint.
    expect(screen.queryByText('提示：小数位最多2位')).toBeNull();
    fireEvent.click(button(/^保\s*存$/));
    expect(await screen.findByText('试题已保存', {}, wait)).toBeTruthy();
    expect(calls.saves).toEqual([{ id: 104, answer: '400.12' }]);
  });

  it('says "保存试题出现问题，请与相关人员沟通" when saving fails', async () => {
    servePaper({ saveError: { status: 500, message: '数据库不可用' } });
    renderApp('/user/paper');
    fireEvent.click(await screen.findByLabelText('A. 元/kWh', {}, wait));
    fireEvent.click(button(/^保\s*存$/));
    expect(await screen.findByText('保存试题出现问题，请与相关人员沟通', {}, wait)).toBeTruthy();
    // The global 500 box stays away: the paper reports its own failure.
    expect(screen.queryByText('数据库不可用')).toBeNull();
    expect(sheetButton('第1题（未作答）')).toBeTruthy();
  });

  it('stays silent when the server answers "考试已结束"', async () => {
    const calls = servePaper({ saveError: { status: 400, message: '考试已结束' } });
    renderApp('/user/paper');
    fireEvent.click(await screen.findByLabelText('A. 元/kWh', {}, wait));
    fireEvent.click(button(/^保\s*存$/));
    await waitFor(() => expect(calls.saveAttempts).toBe(1), wait);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText('保存试题出现问题，请与相关人员沟通')).toBeNull();
    expect(screen.queryByText('试题已保存')).toBeNull();
  });
});
