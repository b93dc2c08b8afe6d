/** Named scenarios of the round status machine, run by its test and by the coverage test. */
import { roundMessages } from './messages';
import type { RoundSummary } from './roundStatus';
import { roundStatusMachine } from './roundStatusMachine';
import { pending, rejects, replies } from './testing/fakes';
import { scenario } from './testing/scenario';

const round = (status: number): RoundSummary => ({ id: 'r1', name: '2025年6月集中竞价', status });

const withRounds = (script: Parameters<typeof replies<RoundSummary>>[0]) =>
  roundStatusMachine.provide({ actors: { loadRound: replies(script) } });

const tag = (expected: string) => (s: { context: { headerTag: string } }) => {
  if (s.context.headerTag !== expected) throw new Error(s.context.headerTag);
};

/** Every scenario of the round status machine. */
export const roundStatusScenarios = [
  scenario('without a round nothing loads', withRounds([round(0)]), { roundId: null })
    .expectState('noRound')
    .check('no tag', tag('')),
  scenario('a persisted round loads at start', withRounds([pending]), {
    roundId: 'r1',
  }).expectState('loading'),
  scenario('status 0 is declaring and the header says 交易中', withRounds([round(0)]), {
    roundId: 'r1',
  })
    .expectState('declaring')
    .check('tag', tag('2025年6月集中竞价交易中')),
  scenario('status 1 is declaring but the header says 交易结束', withRounds([round(1)]), {
    roundId: 'r1',
  })
    .expectState('declaring')
    .check('tag', tag('2025年6月集中竞价交易结束')),
  scenario(
    'a rolling-matching round trades while a session is open: the push after its stop ends it',
    withRounds([
      { ...round(1), name: '3月滚动撮合', type: 3, sessions: [{ status: 0 }] },
      { ...round(1), name: '3月滚动撮合', type: 3, sessions: [{ status: 2 }] },
    ]),
    { roundId: 'r1' },
  )
    .expectState('declaring')
    .check('tag', tag('3月滚动撮合交易中'))
    .send({ type: 'ROUND_UPDATED' })
    .expectState('declaring')
    .check('tag', tag('3月滚动撮合交易结束')),
  scenario('the updateRound push reloads: 0 → 2 → 3', withRounds([round(0), round(2), round(3)]), {
    roundId: 'r1',
  })
    .expectState('declaring')
    .send({ type: 'ROUND_UPDATED' })
    .expectState('quotationStopped')
    .check('tag', tag('2025年6月集中竞价交易结束'))
    .send({ type: 'REFRESH' })
    .expectState('declarationEnded')
    .send({ type: 'ROUND_UPDATED' })
    .expectState('declarationEnded'),
  scenario(
    'REFRESH and the push reload from every phase',
    withRounds([round(1), round(2), round(3)]),
    {
      roundId: 'r1',
    },
  )
    .send({ type: 'REFRESH' })
    .expectState('quotationStopped')
    .send({ type: 'ROUND_UPDATED' })
    .expectState('declarationEnded')
    .send({ type: 'REFRESH' })
    .expectState('declarationEnded'),
  scenario(
    'quotation stopped can be refreshed back to declaring',
    withRounds([round(2), round(0)]),
    {
      roundId: 'r1',
    },
  )
    .send({ type: 'REFRESH' })
    .expectState('declaring'),
  scenario('choosing another round loads it; clearing forgets it', withRounds([round(3)]), {
    roundId: null,
  })
    .send({ type: 'SELECT_ROUND', roundId: 'r1' })
    .expectState('declarationEnded')
    .send({ type: 'CLEAR' })
    .expectState('noRound')
    .check('tag cleared', tag('')),
  scenario(
    'a failed load shows a message until refreshed',
    withRounds([rejects(new Error('x')), round(0)]),
    {
      roundId: 'r1',
    },
  )
    .expectState('loadFailed')
    .expectMessage(roundMessages.loadFailed)
    .send({ type: 'ROUND_UPDATED' })
    .expectState('declaring')
    .expectMessage(''),
  scenario(
    'a failed load can be retried with REFRESH',
    withRounds([rejects(new Error('x')), round(2)]),
    {
      roundId: 'r1',
    },
  )
    .send({ type: 'REFRESH' })
    .expectState('quotationStopped'),
];
