import { assign, emit, fromPromise, setup } from 'xstate';
import type { RuntimeConfig } from '../runtime/runtimeConfig';
import { notify, type AppStartEffect, type NotifyEffect } from './effects';
import { appMessages } from './messages';
import type { StoredToken } from './session';

/**
 * What the app restores from local storage before mounting (spec section 4). Only the token is
 * typed here; the other pieces belong to the screens that own them and stay opaque to this machine.
 */
export interface PersistedState {
  token: StoredToken | null;
  round: unknown;
  roundList: unknown;
  enterprise: unknown;
  provinceEnterprise: unknown;
  course: unknown;
  compoundState: unknown;
  courseArguments: unknown;
  menuParams: unknown;
}

/** Nothing restored: a first visit, or storage that could not be read. */
export const emptyPersistedState: PersistedState = {
  token: null,
  round: null,
  roundList: null,
  enterprise: null,
  provinceEnterprise: null,
  course: null,
  compoundState: null,
  courseArguments: null,
  menuParams: null,
};

/** Context of the app start machine. */
export interface AppStartContext {
  config: RuntimeConfig | null;
  persisted: PersistedState;
  message: string;
}

/** Events of the app start machine. */
export type AppStartEvent = { type: 'RETRY' };

/**
 * Application start (spec section 4): load the runtime configuration, restore the persisted state,
 * then mount the app.
 */
export const appStartMachine = setup({
  types: {
    context: {} as AppStartContext,
    events: {} as AppStartEvent,
    emitted: {} as AppStartEffect,
  },
  actors: {
    /** Reads `/app-config.json`. */
    loadConfig: fromPromise<RuntimeConfig, void>(() =>
      Promise.reject(new Error('loadConfig is not provided')),
    ),
    /** Reads the persisted keys from local storage. */
    restorePersisted: fromPromise<PersistedState, void>(() =>
      Promise.reject(new Error('restorePersisted is not provided')),
    ),
  },
  actions: {
    setConfig: assign((_, params: { config: RuntimeConfig }) => ({
      config: params.config,
      message: '',
    })),
    setPersisted: assign((_, params: { persisted: PersistedState }) => ({
      persisted: params.persisted,
    })),
    setMessage: assign((_, params: { message: string }) => ({ message: params.message })),
    mount: emit({ type: 'app.mount' as const }),
    notify: emit((_, params: NotifyEffect) => params),
    logError: emit((_, params: { error: unknown }) => ({
      type: 'logError' as const,
      where: 'restorePersisted',
      error: params.error,
    })),
  },
}).createMachine({
  id: 'appStart',
  context: { config: null, persisted: emptyPersistedState, message: '' },
  initial: 'loadingConfig',
  states: {
    loadingConfig: {
      invoke: {
        src: 'loadConfig',
        onDone: {
          target: 'restoring',
          actions: { type: 'setConfig', params: ({ event }) => ({ config: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setMessage', params: { message: appMessages.configFailed } },
        },
      },
    },
    restoring: {
      invoke: {
        src: 'restorePersisted',
        onDone: {
          target: 'mounted',
          actions: [
            { type: 'setPersisted', params: ({ event }) => ({ persisted: event.output }) },
            'mount',
          ],
        },
        onError: {
          description: 'Unreadable storage: start signed out rather than not at all.',
          target: 'mounted',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: notify('warning', appMessages.restoreFailed) },
            'mount',
          ],
        },
      },
    },
    mounted: { type: 'final' },
    failed: {
      on: { RETRY: 'loadingConfig' },
    },
  },
});
