// The paper result page (/user/paper/result) against msw: the total, and per question the trainee's
// answer, the right answer, whether it was right and the score; before grades are published, the
// server's message in the page instead of a warning box.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { paperQuestions } from './paperHarness';
import { renderApp, server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };
const resultUrl = `${testApiBaseUrl}/api/app/courseQuestion/courseQuestionsByPublicGrade/:id`;

const [single, multiple, fillIn, calculation] = paperQuestions();
const graded = [
  { ...single!, userAnswer: '2', rightAnswer: '2', isRight: true, gotScore: 5 },
  { ...multiple!, userAnswer: '1', rightAnswer: '1,3', isRight: false, gotScore: 0 },
  { ...fillIn!, userAnswer: null, rightAnswer: '96', isRight: false, gotScore: 0 },
  { ...calculation!, answerCount: 0, rightAnswer: '400', isRight: false, gotScore: 0 },
];
const result = {
  courseId: 1,
  totalScore: 20,
  score: 5,
  isSubmitted: true,
  items: graded,
  totalCount: 4,
};

/** The table row of question `num`. */
const row = (num: number) => {
  const cell = [...document.querySelectorAll('tbody tr td:first-child')].find(
    (td) => td.textContent === String(num),
  );
  if (!cell) throw new Error(`no row for question ${num}`);
  return cell.closest('tr') as HTMLElement;
};
const cells = (num: number) => [...row(num).querySelectorAll('td')].map((td) => td.textContent);

describe('paper result', () => {
  it('shows the score out of the total and the right answers out of the questions', async () => {
    server.use(http.get(resultUrl, () => HttpResponse.json(result)));
    renderApp('/user/paper/result');
    const summary = await screen.findByText('交卷状态', {}, wait);
    const card = summary.closest('.ant-card') as HTMLElement;
    expect(card.textContent).toContain('5/ 20 分');
    expect(card.textContent).toContain('1/ 4 题');
    expect(card.textContent).toContain('已交卷');
  });

  it('lists each question with its category, stem, my answer, the right answer, outcome and score', async () => {
    server.use(http.get(resultUrl, () => HttpResponse.json(result)));
    renderApp('/user/paper/result');
    await screen.findByText('交卷状态', {}, wait);
    // Numbers, category, type; option numbers read as letters.
    expect(cells(1)).toEqual([
      '1',
      '基础知识',
      '单选题',
      expect.stringContaining('电价单位是？'),
      'B',
      'B',
      '正确',
      '5 / 5',
    ]);
    expect(cells(2).slice(4)).toEqual(['A', 'A、C', '错误', '0 / 5']);
    expect(cells(3).slice(4)).toEqual(['—', '96', '未作答', '0 / 5']);
    expect(cells(4).slice(4)).toEqual(['—', '400', '未生成', '0 / 5']);
    // Options are listed with their letters; the stem's script never reaches the page.
    expect(row(1).textContent).toContain('A. 元/kWh');
    expect(row(1).querySelector('script, [onerror]')).toBeNull();
  });

  it('shows "成绩尚未公布，请稍后查看" in the page before grades are published, and retries', async () => {
    let published = false;
    server.use(
      http.get(resultUrl, () =>
        published
          ? HttpResponse.json(result)
          : HttpResponse.json(
              { error: { code: null, message: '成绩尚未公布，请稍后查看' } },
              { status: 400 },
            ),
      ),
    );
    renderApp('/user/paper/result');
    const notice = await screen.findByText('成绩尚未公布，请稍后查看', {}, wait);
    // Said once, in the page: no global warning notification with the same text.
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    published = true;
    const alert = notice.closest('.ant-alert') as HTMLElement;
    fireEvent.click(
      within(alert)
        .getByText(/重新查询/)
        .closest('button') as HTMLElement,
    );
    await waitFor(() => expect(cells(1)[6]).toBe('正确'), wait);
  });
});
