/** Named scenarios of the paper machine, run by its test and by the coverage test. */
import { paperMessages, submitConfirmMessage } from './messages';
import { paperMachine } from './paperMachine';
import type { Question } from './paperRules';
import type { LoadedPaper } from './paperSetup';
import { pending, rejects, replies } from './testing/fakes';
import { scenario } from './testing/scenario';

const q = (id: string, category: number, type: number, answerCount = 1, userAnswer?: string) => ({
  id,
  category,
  type,
  name: `<p>${id}</p>`,
  answerCount,
  ...(userAnswer ? { userAnswer } : {}),
});

/** Sorted order: calc (0), multiple (1), single (2, answered), not generated (3), fill-in (4). */
const paper: Question[] = [
  q('single', 2, 1, 1, 'B'),
  q('calc', 0, 4),
  q('multi', 1, 2),
  q('later', 5, 3, 0),
  q('fill', 6, 3),
];
const allAnswered: Question[] = [q('a', 0, 1, 1, 'A'), q('b', 1, 3, 1, '电价'), q('c', 2, 3, 0)];

type Script<T> = Parameters<typeof replies<T>>[0];

function machine(
  over: {
    load?: Script<Question[] | LoadedPaper>;
    save?: Script<unknown>;
    submit?: Script<boolean>;
  } = {},
) {
  // A bare question list is a paper not handed in.
  const load = (over.load ?? [paper]).map((reply) =>
    Array.isArray(reply) ? { questions: reply, submitted: false } : reply,
  );
  return paperMachine.provide({
    actors: {
      loadQuestions: replies<LoadedPaper, { courseId: string }>(load),
      saveAnswer: replies(over.save ?? [{}]),
      submitPaper: replies(over.submit ?? [true]),
    },
  });
}

const input = { courseId: 'exam-1' };
const at =
  (index: number, answer?: string) =>
  (s: { context: { index: number; questions: Question[] } }) => {
    if (s.context.index !== index) throw new Error(`index ${s.context.index}`);
    const saved = s.context.questions[index]?.userAnswer;
    if (answer !== undefined && saved !== answer) throw new Error(`userAnswer ${String(saved)}`);
  };
const saved = paperMessages.saved;

/** Every scenario of the paper machine. */
export const paperScenarios = [
  scenario('questions are loading', machine({ load: [pending] }), input).expectState('loading'),
  scenario(
    'a failed load shows its message and RELOAD tries again',
    machine({
      load: [rejects(new Error('500')), paper],
    }),
    input,
  )
    .expectState('loadFailed')
    .expectMessage(paperMessages.loadFailed)
    .send({ type: 'RELOAD' })
    .expectState('browsing.answering'),
  scenario('questions are sorted by category and numbered from 1', machine(), input)
    .expectState('browsing.answering')
    .check('order and numbers', (s) => {
      const order = s.context.questions.map((x) => `${x.num}:${x.id}`).join(' ');
      if (order !== '1:calc 2:multi 3:single 4:later 5:fill') throw new Error(order);
    }),
  scenario(
    'a first question not generated shows the waiting notice',
    machine({
      load: [[q('later', 0, 3, 0), q('a', 1, 1)]],
    }),
    input,
  )
    .expectState('browsing.waiting')
    .expectMessage(paperMessages.notGenerated)
    .send({ type: 'SAVE' })
    .expectState('browsing.waiting')
    .expectNotEmitted('notify'),
  scenario('a calculation with 3 decimals shows the hint and saves nothing', machine(), input)
    .send({ type: 'ANSWER', value: '1.234' })
    .send({ type: 'SAVE' })
    .expectState('browsing.answering')
    .expectMessage(paperMessages.decimalHint)
    .expectNotEmitted('notify')
    .check('nothing saved', at(0, undefined))
    .send({ type: 'ANSWER', value: '1.23' })
    .expectMessage(''),
  scenario('a calculation that is not a number or too large is refused', machine(), input)
    .send({ type: 'ANSWER', value: '12a' })
    .send({ type: 'SAVE' })
    .expectMessage(paperMessages.notANumber)
    .send({ type: 'ANSWER', value: '10000000000' })
    .send({ type: 'SAVE_AND_NEXT' })
    .expectMessage(paperMessages.tooLarge)
    .check('stayed on the question', at(0)),
  scenario(
    'a valid calculation is saved rounded to 2 decimals',
    machine({ save: [pending] }),
    input,
  )
    .send({ type: 'ANSWER', value: '3.10' })
    .send({ type: 'SAVE' })
    .expectState('saving')
    .check('rounded answer sent', (s) => {
      if (s.context.saving?.answer !== '3.1') throw new Error(String(s.context.saving?.answer));
    }),
  scenario('a saved answer updates userAnswer and says 试题已保存', machine(), input)
    .send({ type: 'ANSWER', value: '9999999999' })
    .send({ type: 'SAVE' })
    .expectState('browsing.answering')
    .expectEmitted({ type: 'notify', level: 'success', message: saved })
    .check('saved in place', at(0, '9999999999')),
  scenario('multiple choice is saved sorted and comma joined, then moves on', machine(), input)
    .send({ type: 'NEXT' })
    .send({ type: 'ANSWER', value: ['C', 'A'] })
    .send({ type: 'SAVE_AND_NEXT' })
    .expectMessage(saved)
    .check('moved to the single choice', at(2, 'B'))
    .send({ type: 'PREVIOUS' })
    .check('multiple saved', at(1, 'A,C')),
  scenario('a fill-in answer longer than 20 characters is refused', machine(), input)
    .send({ type: 'OPEN', index: 4 })
    .send({ type: 'ANSWER', value: '一二三四五六七八九十一二三四五六七八九十一' })
    .send({ type: 'SAVE' })
    .expectMessage(paperMessages.fillInTooLong)
    .send({ type: 'ANSWER', value: '一二三四五六七八九十一二三四五六七八九十' })
    .send({ type: 'SAVE' })
    .expectMessage(saved),
  scenario('save and next onto a question not generated shows it waiting', machine(), input)
    .send({ type: 'OPEN', index: 2 })
    .send({ type: 'ANSWER', value: 'C' })
    .send({ type: 'SAVE_AND_NEXT' })
    .expectState('browsing.waiting')
    .expectMessage(saved)
    .expectMessage(paperMessages.notGenerated)
    .check('on the waiting question', at(3)),
  scenario('next and previous pass through a waiting question', machine(), input)
    .send({ type: 'PREVIOUS' })
    .check('no previous on the first question', at(0))
    .send({ type: 'OPEN', index: 4 })
    .send({ type: 'PREVIOUS' })
    .expectState('browsing.waiting')
    .send({ type: 'PREVIOUS' })
    .expectState('browsing.answering')
    .send({ type: 'NEXT' })
    .send({ type: 'NEXT' })
    .expectState('browsing.answering')
    .check('on the last question', at(4)),
  scenario('next on the last question says 已经是最后一题了', machine(), input)
    .send({ type: 'OPEN', index: 4 })
    .send({ type: 'NEXT' })
    .expectMessage(paperMessages.lastQuestion)
    .check('stayed', at(4)),
  scenario('save and next on the last question saves and says it is the last', machine(), input)
    .send({ type: 'OPEN', index: 4 })
    .send({ type: 'ANSWER', value: '边际电价' })
    .send({ type: 'SAVE_AND_NEXT' })
    .expectMessage(saved)
    .expectMessage(paperMessages.lastQuestion)
    .check('stayed with the answer', at(4, '边际电价')),
  scenario('a question not generated cannot be opened from the answer sheet', machine(), input)
    .send({ type: 'OPEN', index: 3 })
    .expectEmitted({ type: 'notify', level: 'warning', message: paperMessages.notGenerated })
    .expectState('browsing.answering')
    .check('stayed', at(0)),
  scenario('a failed save says so', machine({ save: [rejects(new Error('500'))] }), input)
    .send({ type: 'ANSWER', value: '1' })
    .send({ type: 'SAVE' })
    .expectEmitted({ type: 'notify', level: 'error', message: paperMessages.saveFailed })
    .expectState('browsing.answering')
    .check('nothing saved', at(0, undefined)),
  scenario(
    'a save refused with 考试已结束 is silent',
    machine({
      save: [rejects({ error: { message: paperMessages.examEnded } })],
    }),
    input,
  )
    .send({ type: 'ANSWER', value: '1' })
    .send({ type: 'SAVE' })
    .expectState('browsing.answering')
    .expectNotEmitted('notify'),
  scenario(
    'submit names the unanswered questions; cancel returns to the question',
    machine(),
    input,
  )
    .send({ type: 'SUBMIT' })
    .expectState('confirmingSubmit')
    .expectMessage(submitConfirmMessage(3))
    .expectMessage('还有3道题未作答，是否确认交卷？')
    .send({ type: 'CANCEL' })
    .expectState('browsing.answering')
    .expectMessage(''),
  scenario('cancelling a submit from a waiting question returns to it', machine(), input)
    .send({ type: 'OPEN', index: 4 })
    .send({ type: 'PREVIOUS' })
    .send({ type: 'SUBMIT' })
    .send({ type: 'CANCEL' })
    .expectState('browsing.waiting'),
  scenario(
    'with everything answered submit just asks 是否确认交卷？',
    machine({ load: [allAnswered] }),
    input,
  )
    .send({ type: 'SUBMIT' })
    .expectMessage('是否确认交卷？'),
  scenario('a submit in progress holds submitting', machine({ submit: [pending] }), input)
    .send({ type: 'SUBMIT' })
    .send({ type: 'CONFIRM' })
    .expectState('submitting'),
  scenario('a refused submit says 交卷失败了', machine({ submit: [false] }), input)
    .send({ type: 'SUBMIT' })
    .send({ type: 'CONFIRM' })
    .expectEmitted({ type: 'notify', level: 'error', message: paperMessages.submitFailed })
    .expectState('browsing.answering'),
  scenario(
    'a submit error says 交卷出现问题',
    machine({ submit: [rejects(new Error('500'))] }),
    input,
  )
    .send({ type: 'SUBMIT' })
    .send({ type: 'CONFIRM' })
    .expectEmitted({ type: 'notify', level: 'error', message: paperMessages.submitError })
    .expectState('browsing.answering'),
  scenario('a submitted paper shows the modal and logs out after 5000 ms', machine(), input)
    .send({ type: 'SUBMIT' })
    .send({ type: 'CONFIRM' })
    .expectEmitted({ type: 'notify', display: 'modal', message: paperMessages.submitted })
    .expectState('submitted')
    .advance(4999)
    .expectNotEmitted('logout')
    .expectState('submitted')
    .advance(1)
    .expectState('loggedOut')
    .expectEmitted({ type: 'logout' }),
  scenario(
    'a paper handed in before opens read-only: its answers can be read, not saved or submitted',
    machine({ load: [{ questions: paper, submitted: true }] }),
    input,
  )
    .expectState('handedIn')
    .expectMessage('')
    .check('nothing to save or submit', (s) => {
      for (const type of ['SAVE', 'SAVE_AND_NEXT', 'SUBMIT'] as const)
        if (s.can({ type })) throw new Error(`${type} accepted`);
    })
    .send({ type: 'NEXT' })
    .send({ type: 'NEXT' })
    .check('on the saved answer of 3:single', at(2, 'B'))
    .send({ type: 'OPEN', index: 3 })
    .check('a question not generated stays closed', at(2))
    .send({ type: 'OPEN', index: 4 })
    .send({ type: 'NEXT' })
    .check('no question after the last', at(4))
    .send({ type: 'PREVIOUS' })
    .check('back one', at(3))
    .expectMessage(paperMessages.notGenerated)
    .expectState('handedIn'),
];
