// What the engines need from the app, injected once by the shell (or a test) through EngineProvider.
import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client';
import type { OperationCaller } from '../api/operationCaller';
import type { components } from '../api/schema.gen';
import type { Notifier } from '../machines/ports';
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

/** A course of the contract. */
export type Course = components['schemas']['Course'];
/** A trading round of the contract. */
export type Round = components['schemas']['Round'];
/** An enterprise of the contract. */
export type Enterprise = components['schemas']['Enterprise'];

/** What a widget asks of the course actor. */
export type CourseCommand =
  /** Makes a round of the course the current one (the round selector's 查询). */
  | { type: 'SELECT_ROUND'; roundId: number }
  /** Runs the enterprise choice again for the current course and round. */
  | { type: 'CHOOSE_ENTERPRISE' };

/** The current course as widgets read it, and the way they send it commands. */
export interface CourseEnv {
  course: Course | null;
  /** Rounds of the course, in server order. */
  rounds: Round[];
  round: Round | null;
  enterprise: Enterprise | null;
  /** Course arguments by name (OnlyRt, EnablePr, IsBuildQuestions, ...). */
  args: Record<string, string>;
  /**
   * The current round's status as last loaded from the server (fresher than the stored round list,
   * reloaded on the round push), and whether it trades now (`isRoundTrading`: open and, for a rolling
   * round with sessions, one session started and not stopped).
   */
  roundStatus: { roundId: string; status: number; trading: boolean } | null;
  send(command: CourseCommand): void;
}

/** No course: before a course is entered, and in tests and benches without one. */
export const noCourse: CourseEnv = {
  course: null,
  rounds: [],
  round: null,
  enterprise: null,
  args: {},
  roundStatus: null,
  send: () => undefined,
};

/** Everything an engine may use; nothing else reaches a block. */
export interface EngineEnv {
  api: ApiCaller;
  /** The typed client, for bespoke widgets that call the contract directly. */
  client: ApiClient;
  /** Shows the machines' messages (toast, notification or modal). */
  notifier: Notifier;
  /** The course, round and enterprise of the app, and the course actor's commands. */
  course: CourseEnv;
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
