/** Named scenarios of the app start machine, run by its test and by the coverage test. */
import { defaultRuntimeConfig, type RuntimeConfig } from '../runtime/runtimeConfig';
import { appStartMachine, emptyPersistedState, type PersistedState } from './appStartMachine';
import { appMessages } from './messages';
import { pending, rejects, replies } from './testing/fakes';
import { scenario } from './testing/scenario';

type Script<T> = Parameters<typeof replies<T>>[0];

const saved: PersistedState = {
  ...emptyPersistedState,
  token: { accessToken: 'T', expiresAt: 9_999 },
  round: { id: 'r1' },
  course: { id: 'c1' },
  menuParams: { menuKey: '3-1' },
};

const start = (config: Script<RuntimeConfig>, persisted: Script<PersistedState>) =>
  appStartMachine.provide({
    actors: {
      loadConfig: replies<RuntimeConfig, void>(config),
      restorePersisted: replies<PersistedState, void>(persisted),
    },
  });

/** Every scenario of the app start machine. */
export const appStartScenarios = [
  scenario('the runtime configuration loads first', start([pending], [saved])).expectState(
    'loadingConfig',
  ),
  scenario(
    'then the persisted state is restored',
    start([defaultRuntimeConfig], [pending]),
  ).expectState('restoring'),
  scenario(
    'with both the app mounts holding the restored token, round, course and menu',
    start([defaultRuntimeConfig], [saved]),
  )
    .expectState('mounted')
    .expectEmitted({ type: 'app.mount' })
    .check('restored', (s) => {
      if (s.context.persisted.token?.accessToken !== 'T' || s.context.config === null) {
        throw new Error('not restored');
      }
    }),
  scenario(
    'a configuration that cannot load stops with a message and can be retried',
    start([rejects(new Error('404')), defaultRuntimeConfig], [saved]),
  )
    .expectState('failed')
    .expectMessage(appMessages.configFailed)
    .expectNotEmitted('app.mount')
    .send({ type: 'RETRY' })
    .expectState('mounted'),
  scenario(
    'unreadable storage is logged and the app mounts signed out',
    start([defaultRuntimeConfig], [rejects(new SyntaxError('bad JSON'))]),
  )
    .expectEmitted({ type: 'logError', where: 'restorePersisted' })
    .expectMessage(appMessages.restoreFailed)
    .expectEmitted({ type: 'app.mount' })
    .expectState('mounted')
    .check('nothing restored', (s) => {
      if (s.context.persisted.token !== null) throw new Error('token kept');
    }),
];
