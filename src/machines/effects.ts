/**
 * The effects the machines ask the application shell to perform. Machines emit them (xstate `emit`)
 * from named actions instead of calling browser or UI code, so they stay pure and testable; the shell
 * routes them to real implementations with `connectEffects` (see ports.ts).
 */

/** How loudly a message is shown: a short toast, a notification box, or a modal dialog. */
export type NotifyDisplay = 'message' | 'notification' | 'modal';

/** A message for the user. */
export interface NotifyEffect {
  type: 'notify';
  level: 'success' | 'info' | 'warning' | 'error';
  message: string;
  display: NotifyDisplay;
  /** Stays on screen until the user closes it (pushed notices and events). */
  persistent?: boolean;
}

/** Go to a route of the app. */
export interface NavigateEffect {
  type: 'navigate';
  to: string;
}

/** Reload the whole page. */
export interface ReloadEffect {
  type: 'reload';
}

/** Log an error that is not shown to the user. */
export interface LogErrorEffect {
  type: 'logError';
  where: string;
  error: unknown;
}

/** Persist a freshly issued token; the shell turns `expiresIn` seconds into the stored expiry. */
export interface SaveTokenEffect {
  type: 'session.saveToken';
  accessToken: string;
  expiresIn: number;
}

/** Forget the token, user info, current round, enterprise, course and token expiry. */
export interface ClearSessionEffect {
  type: 'session.clear';
}

/** Clear the whole local storage (answer 401 outside login). */
export interface ClearStorageEffect {
  type: 'storage.clear';
}

/** Log the user out (paper submitted, course closed by the teacher). */
export interface LogoutEffect {
  type: 'logout';
}

/** Reload the round list of the current course. */
export interface RefreshRoundsEffect {
  type: 'rounds.refresh';
}

/** Reset the current round, enterprise and menu state after a course change. */
export interface ResetCourseStateEffect {
  type: 'course.reset';
  courseId: string;
}

/** Make this enterprise the current one (enterprise choice). */
export interface SelectEnterpriseEffect {
  type: 'enterprise.selected';
  enterpriseId: string;
}

/** Reload the cached answers of these operations wherever they are shown (a hub push). */
export interface InvalidateOperationsEffect {
  type: 'data.invalidate';
  operations: string[];
}

/** Render the application: configuration loaded and persisted state restored. */
export interface MountEffect {
  type: 'app.mount';
}

/** The effects the shell performs the same way for every actor (src/machines/ports.ts). */
export type CommonEffect =
  | NotifyEffect
  | NavigateEffect
  | ReloadEffect
  | LogErrorEffect
  | SaveTokenEffect
  | ClearSessionEffect
  | ClearStorageEffect;

/** Every effect a machine may emit. */
export type MachineEffect =
  | CommonEffect
  | LogoutEffect
  | RefreshRoundsEffect
  | ResetCourseStateEffect
  | SelectEnterpriseEffect
  | InvalidateOperationsEffect
  | MountEffect;

/**
 * What each machine emits. Each owner routes exactly these (src/machines/ports.ts `connectEffects`):
 * the compiler refuses an owner that leaves one of its actor's effects without a handler.
 */
export type AppStartEffect = NotifyEffect | LogErrorEffect | MountEffect;
/** Everything the session emits is common. */
export type SessionEffect = CommonEffect;
export type CourseSwitchEffect = NotifyEffect | ResetCourseStateEffect;
export type EnterpriseChoiceEffect = NotifyEffect | SelectEnterpriseEffect;
/** The course actor passes on its switch child's effects and adds its own errors. */
export type CourseEffect = CourseSwitchEffect | LogErrorEffect;
export type PaperEffect = NotifyEffect | LogoutEffect;
export type RealtimeEffect =
  NotifyEffect | LogErrorEffect | LogoutEffect | RefreshRoundsEffect | InvalidateOperationsEffect;
export type ResultReadinessEffect = LogErrorEffect;

/** Builds a notify effect; a helper so the machines' action params stay short. */
export function notify(
  level: NotifyEffect['level'],
  message: string,
  display: NotifyDisplay = 'message',
  persistent = false,
): NotifyEffect {
  return persistent
    ? { type: 'notify', level, message, display, persistent }
    : { type: 'notify', level, message, display };
}

/** Reads a server error message from a rejected call (ABP shape or Error), if there is one. */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (typeof error !== 'object' || error === null) return undefined;
  const abp = (error as { error?: { message?: unknown } }).error;
  if (abp && typeof abp.message === 'string' && abp.message) return abp.message;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : undefined;
}
