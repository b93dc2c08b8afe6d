// Runs an action: confirm (with a text box when it has a prompt), call its operation with bound values (form and row included), then refresh
// the page, invalidate operations, navigate or show a message.
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { createElement, useContext, useState } from 'react';
import { announcedByPipeline } from '../api/operationCaller';
import { ActionPromptInput } from './ActionPrompt';
import { resolveBindings } from './bindings';
import type { Action } from './config/action';
import { useEngine, type BindingContext } from './env';
import { PageQueriesContext } from './query/pageQueries';
import { invalidateOperations } from './query/queryClient';
import { routePath } from './routes';
import { errorText } from './useDataSource';

/**
 * A runner for one action and whether it is running; `form` adds form values to the bindings. The
 * run answers whether the action was done (false when refused, failed or cancelled).
 */
export function useAction(action: Action): {
  run: (form?: Record<string, unknown>) => Promise<boolean>;
  running: boolean;
} {
  const env = useEngine();
  const page = useContext(PageQueriesContext);
  const queryClient = useQueryClient();
  // The page's antd App: its dialogs take the theme (dark, the primary colour, zero-runtime styles),
  // which antd's static Modal.confirm, rendered outside the theme, did not.
  const { modal } = App.useApp();
  const [running, setRunning] = useState(false);

  const execute = async (form?: Record<string, unknown>): Promise<boolean> => {
    const context: BindingContext = form ? { ...env.bindings, form } : env.bindings;
    setRunning(true);
    try {
      if (action.call) {
        const params = resolveBindings(action.call.params, context);
        const body = action.call.body ? resolveBindings(action.call.body, context) : undefined;
        await env.api.callOperation(action.call.operation, params, body);
      }
      const then = action.then ?? {};
      if (then.message) env.notify(then.message, 'success');
      // Reloads run in the background: the action is done when its call is.
      if (then.invalidate?.length) void invalidateOperations(queryClient, then.invalidate);
      if (then.refresh) void page?.refresh();
      if (then.navigate) {
        const { route, params, query } = then.navigate;
        env.navigate(
          routePath(
            env.routes,
            route,
            resolveBindings(params, context),
            resolveBindings(query, context),
          ),
        );
      }
      return true;
    } catch (error) {
      // One message per failure: the request pipeline shows a refusal (400), a missing right (403) or
      // a server or network failure itself; the rest (409, a bad binding) only this says.
      if (!announcedByPipeline(error)) {
        env.notify(errorText(error).replace('加载失败', '操作失败'), 'error');
      }
      return false;
    } finally {
      setRunning(false);
    }
  };

  const run = (form?: Record<string, unknown>) => {
    const { prompt } = action;
    if (!action.confirm && !prompt) return execute(form);
    // What is typed in the prompt's box joins the form values under its field.
    let typed = '';
    return new Promise<boolean>((resolve) => {
      modal.confirm({
        title: action.confirm ?? action.label,
        ...(prompt
          ? {
              content: createElement(ActionPromptInput, {
                prompt,
                onChange: (text: string) => (typed = text),
              }),
            }
          : {}),
        okText: '确定',
        cancelText: '取消',
        ...(action.danger ? { okButtonProps: { danger: true } } : {}),
        onOk: () =>
          execute(prompt ? { ...form, [prompt.field]: typed.trim() } : form).then(resolve),
        onCancel: () => resolve(false),
      });
    });
  };
  return { run, running };
}
