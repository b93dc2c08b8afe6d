import type { App } from 'antd';
import type { ApiNotifier } from './types';

/** The parts of antd's `App.useApp()` the notifier uses (its context-aware notification and modal). */
export type AntdAppApi = Pick<ReturnType<typeof App.useApp>, 'notification' | 'modal'>;

/**
 * The app's notifier: the pipeline's notifications and modals drawn with antd. Takes the
 * `App.useApp()` instances rather than antd's static functions so the theme (white or dark) applies.
 */
export function createAntdNotifier(api: AntdAppApi): ApiNotifier {
  return {
    notify: ({ type, title, description }) => {
      api.notification[type]({ title, description });
    },
    openModal: ({ type, title, content }) => {
      const dialog = api.modal[type]({ title, content });
      return { close: () => dialog.destroy() };
    },
  };
}
