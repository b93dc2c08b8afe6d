// Draws the shell notifier's messages: an antd App beside the routes (its message, notification and
// modal holders render into portals), in its own chunk loaded after the first page, so the login
// page does not wait for antd's modal and notification code.
import { App } from 'antd';
import { useEffect } from 'react';
import type { ShellNotifier } from './notifier';

/** Attaches the surrounding antd App to the notifier; render it once inside `<App>`. */
export function NotifierOutlet({ notifier }: { notifier: ShellNotifier }) {
  const app = App.useApp();
  useEffect(() => notifier.attach(app), [app, notifier]);
  return null;
}

/**
 * Where notification boxes start: below the layout's 64 px header. Pushed notices stay until closed
 * (spec section 9), and at antd's default 24 px they covered the header's 市场公告 bell and user menu.
 */
export const notificationTop = 72;

/** An antd App of its own whose holders draw the notifier's messages. */
export default function NotifierHost({ notifier }: { notifier: ShellNotifier }) {
  return (
    <App component={false} notification={{ top: notificationTop }}>
      <NotifierOutlet notifier={notifier} />
    </App>
  );
}
