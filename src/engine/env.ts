// What the engines need from the app, injected once by the shell (or a test) through EngineProvider.
import { createContext, useContext } from 'react';
import type { OperationCaller } from '../api/operationCaller';
import type { DisclosureTabsFile, MenuFile, RoutesFile } from './config/files';
import type { RuleContext } from './rules/context';

/** Calls one operation of the contract by id (src/api's OperationCaller in the app, a fake in tests). */
export type ApiCaller = Pick<OperationCaller, 'callOperation'>;

/** Values bindings read: route parameters and query, and the current user, course, round, … */
export interface BindingContext {
  route: { params: Record<string, string | undefined>; query: Record<string, string | undefined> };
  user?: Record<string, unknown>;
  course?: Record<string, unknown>;
  /** The round chosen by the enclosing round selector (only its blocks may bind `round.*`). */
  round?: Record<string, unknown>;
  /** The course's current round, which pages outside a round selector read (`currentRound.*`). */
  currentRound?: Record<string, unknown>;
  enterprise?: Record<string, unknown>;
  province?: Record<string, unknown>;
  form?: Record<string, unknown>;
  /** The row of a row action, link cell or detail panel (`row.FIELD`, dotted paths allowed). */
  row?: Record<string, unknown>;
}

/** Everything an engine may use; nothing else reaches a block. */
export interface EngineEnv {
  api: ApiCaller;
  bindings: BindingContext;
  rules: RuleContext;
  theme: 'light' | 'dark';
  /** The route table, to turn route names into paths. */
  routes: RoutesFile;
  /** Goes to an app path (react-router's navigate in the app). */
  navigate: (path: string) => void;
  /** Shows a short message (antd message in the app). */
  notify: (text: string, type: 'success' | 'error' | 'info') => void;
  /** Disclosure tabs and menu for the `disclosure` block. */
  disclosure?: { tabs: DisclosureTabsFile; menu: MenuFile };
}

/** React context carrying the engine environment. */
export const EngineContext = createContext<EngineEnv | undefined>(undefined);

/** The engine environment; throws when a block is rendered outside EngineProvider. */
export function useEngine(): EngineEnv {
  const env = useContext(EngineContext);
  if (!env) throw new Error('引擎组件必须放在 EngineProvider 之内');
  return env;
}
