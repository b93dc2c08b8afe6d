/** Named scenarios of the loading indicator, run by its test and by the coverage test. */
import { loadingIndicatorMachine } from './loadingIndicatorMachine';
import { scenario } from './testing/scenario';

const started = { type: 'REQUEST_STARTED' } as const;
const finished = { type: 'REQUEST_FINISHED' } as const;

/** Every scenario of the loading indicator machine. */
export const loadingIndicatorScenarios = [
  scenario('the indicator hides 200 ms after the last request ends', loadingIndicatorMachine)
    .expectState('hidden')
    .send(started)
    .send(started)
    .expectState('visible')
    .send(finished)
    .expectState('visible')
    .send(finished)
    .expectState('hiding')
    .advance(199)
    .expectState('hiding')
    .advance(1)
    .expectState('hidden'),
  scenario('a request starting within 200 ms keeps the indicator up', loadingIndicatorMachine)
    .send(started)
    .send(finished)
    .advance(150)
    .send(started)
    .expectState('visible')
    .advance(1000)
    .expectState('visible'),
  scenario('requests sent with showLoading 0 never show it', loadingIndicatorMachine)
    .send({ type: 'REQUEST_STARTED', showLoading: false })
    .expectState('hidden')
    .send(started)
    .send({ type: 'REQUEST_FINISHED', showLoading: false })
    .expectState('visible')
    .send(finished)
    .expectState('hiding'),
];
