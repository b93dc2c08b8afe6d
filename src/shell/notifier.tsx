// The one place UI messages are drawn: the API error catalogue and the machines' notify effects both
// end here, drawn with antd's App-scoped message, notification and modal so they follow the theme
// (NotifierHost.tsx attaches them).
import type { App } from 'antd';
import type { ApiNotifier } from '../api/types';
import type { NotifyEffect } from '../machines/effects';

type AppApi = ReturnType<typeof App.useApp>;

/** The notifier the API client and the machines use, drawn by whatever antd App is attached. */
export interface ShellNotifier extends ApiNotifier {
  /** Shows a machine's notify effect (toast, notification box or modal). */
  show(effect: Omit<NotifyEffect, 'type'>): void;
  /** Connects the antd App instance that draws; returns the function that disconnects it. */
  attach(app: AppApi): () => void;
}

/**
 * Creates the notifier. Machine messages and API notices shown before an antd App is attached (app
 * start: the host that draws them loads after the first page) wait for it.
 */
export function createShellNotifier(): ShellNotifier {
  let app: AppApi | null = null;
  const waiting: Array<Omit<NotifyEffect, 'type'>> = [];
  const waitingNotices: Array<Parameters<ApiNotifier['notify']>[0]> = [];
  const notifier: ShellNotifier = {
    notify(notice) {
      const { type, title, description } = notice;
      // The same key replaces an open box instead of stacking copies (several calls fail at once).
      if (app) app.notification[type]({ key: `${title}|${description ?? ''}`, title, description });
      else waitingNotices.push(notice);
    },
    openModal({ title, content }) {
      if (!app) {
        console.warn(title, content);
        return { close: () => undefined };
      }
      const handle = app.modal.warning({ title, content });
      let open = true;
      return {
        close: () => {
          if (open) handle.destroy();
          open = false;
        },
      };
    },
    show(effect) {
      if (!app) {
        waiting.push(effect);
        return;
      }
      const { level, message, display, persistent } = effect;
      if (display === 'modal') app.modal[level]({ title: '提示', content: message });
      else if (display === 'notification')
        app.notification[level]({
          key: message,
          title: '提示',
          description: message,
          // Pushed notices stay until dismissed (spec section 9).
          duration: persistent ? 0 : 4.5,
        });
      else app.message[level](message);
    },
    attach(next) {
      app = next;
      for (const effect of waiting.splice(0)) notifier.show(effect);
      for (const notice of waitingNotices.splice(0)) notifier.notify(notice);
      return () => {
        if (app === next) app = null;
      };
    },
  };
  return notifier;
}
