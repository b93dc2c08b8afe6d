/** Named scenarios of the result-readiness machine, run by its test and by the coverage test. */
import { resultMessages } from './messages';
import type { ResultKind } from './resultReadiness';
import { resultReadinessMachine, type ReadinessQuery } from './resultReadinessMachine';
import { rejects, replies, pending } from './testing/fakes';
import { scenario } from './testing/scenario';

const withReplies = (script: Parameters<typeof replies<unknown>>[0]) =>
  resultReadinessMachine.provide({
    actors: { fetchReadiness: replies<unknown, ReadinessQuery>(script) },
  });

const loading = (expected: boolean) => (s: { context: { loading: boolean } }) => {
  if (s.context.loading !== expected) throw new Error(`loading is ${s.context.loading}`);
};

/** A not-generated answer for one kind: querying message, then the kind's message after 1 s. */
function notGenerated(kind: ResultKind, raw: unknown, message: string) {
  return scenario(
    `${kind}: ${JSON.stringify(raw)} is not generated, reported after 1 s`,
    withReplies([raw]),
    {
      kind,
    },
  )
    .expectState('settling')
    .expectMessage(resultMessages.querying)
    .check('button loading while waiting', loading(true))
    .advance(999)
    .expectState('settling')
    .advance(1)
    .expectState('notGenerated')
    .expectMessage(message)
    .check('button idle', loading(false));
}

function ready(kind: ResultKind, raw: unknown) {
  return scenario(`${kind}: ${JSON.stringify(raw)} is ready after 1 s`, withReplies([raw]), {
    kind,
  })
    .advance(999)
    .expectState('settling')
    .advance(1)
    .expectState('ready')
    .expectMessage('')
    .check('button idle', loading(false));
}

/** Every scenario of the result-readiness machine. */
export const resultReadinessScenarios = [
  scenario('checking holds the default message while the call runs', withReplies([pending]), {
    kind: 'spot',
  })
    .expectState('checking')
    .expectMessage(resultMessages.querying)
    .check('button loading', loading(true))
    .advance(60_000)
    .expectState('checking'),
  notGenerated('spot', 3, resultMessages.spotNotGenerated),
  ready('spot', 1),
  ready('spot', 0),
  scenario(
    'spot: code 2 retries every 2 s with the button loading, then ready',
    withReplies([2, 2, 1]),
    {
      kind: 'spot',
    },
  )
    .expectState('generating')
    .expectMessage(resultMessages.spotGenerating)
    .check('button loading', loading(true))
    .send({ type: 'FETCH' })
    .expectState('generating')
    .advance(1999)
    .expectState('generating')
    .advance(1)
    .expectState('generating')
    .advance(2000)
    .expectState('settling')
    .advance(1000)
    .expectState('ready'),
  notGenerated('interProvincialSpot', 0, resultMessages.interProvincialSpotNotGenerated),
  ready('interProvincialSpot', 1),
  scenario('interProvincialSpot: code 2 then 0 is not generated', withReplies([2, 0]), {
    kind: 'interProvincialSpot',
  })
    .expectMessage(resultMessages.interProvincialSpotGenerating)
    .advance(2000)
    .expectState('settling')
    .advance(1000)
    .expectState('notGenerated')
    .expectMessage(resultMessages.interProvincialSpotNotGenerated),
  notGenerated(
    'interProvincialCenterTrade',
    0,
    resultMessages.interProvincialCenterTradeNotGenerated,
  ),
  scenario('interProvincialCenterTrade: code 2 retries after 2 s', withReplies([2, 3]), {
    kind: 'interProvincialCenterTrade',
  })
    .expectState('generating')
    .expectMessage(resultMessages.interProvincialCenterTradeGenerating)
    .advance(2000)
    .advance(1000)
    .expectState('ready'),
  notGenerated('rollingMatching', false, resultMessages.rollingMatchingNotGenerated),
  ready('rollingMatching', true),
  notGenerated('centerTrade', 0, resultMessages.centerTradeNotGenerated),
  ready('centerTrade', { id: 1 }),
  notGenerated('settlement', [], resultMessages.settlementNotGenerated),
  notGenerated('settlement', null, resultMessages.settlementNotGenerated),
  ready('settlement', ['2025-01']),
  notGenerated('preClearing', null, resultMessages.preClearingNotGenerated),
  ready('preClearing', 1),
  scenario(
    'an exception is logged and reported not ready with the generic message',
    withReplies([rejects(new Error('boom'))]),
    {
      kind: 'spot',
    },
  )
    .expectEmitted({ type: 'logError', where: 'resultReadiness' })
    .expectState('settling')
    .advance(1000)
    .expectState('notGenerated')
    .expectMessage(resultMessages.generic),
  scenario(
    'the fetch button checks again from not generated and from ready',
    withReplies([3, 1, 3]),
    {
      kind: 'spot',
    },
  )
    .advance(1000)
    .expectState('notGenerated')
    .send({ type: 'FETCH' })
    .expectState('settling')
    .check('button loading again', loading(true))
    .advance(1000)
    .expectState('ready')
    .send({ type: 'FETCH' })
    .advance(1000)
    .expectState('notGenerated'),
];
