// The trainee's current course as the course actor holds it: the course, its rounds and arguments,
// the current round and enterprise, and the screens' course-bound state (spec section 4). Pure
// functions only; the shell persists it in local storage and restores it at app start.
import type { components } from '../api/schema.gen';
import type { PersistedState } from './appStartMachine';
import type { EnterpriseOption } from './enterpriseChoiceMachine';

/** A course of the contract. */
export type Course = components['schemas']['Course'];
/** A trading round of the contract. */
export type Round = components['schemas']['Round'];
/** An enterprise of the contract. */
export type Enterprise = components['schemas']['Enterprise'];

/** State the screens own and the shell only keeps and resets (province enterprise, listing, menu). */
export interface ScreenState {
  provinceEnterprise: unknown;
  compoundState: unknown;
  menuParams: unknown;
}

/** Everything the course actor holds about the current course. */
export interface CourseState {
  course: Course | null;
  rounds: Round[];
  round: Round | null;
  enterprise: Enterprise | null;
  /** Course arguments by name (OnlyRt, EnablePr, IsBuildQuestions, ...). */
  args: Record<string, string>;
  screens: ScreenState;
}

/** A loaded course: what `loadCourse` answers. */
export type LoadedCourse = Pick<CourseState, 'course' | 'args' | 'rounds' | 'round'>;

const noScreens: ScreenState = { provinceEnterprise: null, compoundState: null, menuParams: null };

/** No course: a first visit, after logout, or right after a course switch. */
export const emptyCourseState: CourseState = {
  course: null,
  rounds: [],
  round: null,
  enterprise: null,
  args: {},
  screens: noScreens,
};

/** An object with a numeric id: the least a stored course, round or enterprise must be. */
function withId<T>(value: unknown): T | null {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof value === 'object' && typeof id === 'number' ? (value as T) : null;
}

function argumentsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The course state from what app start restored; pieces of the wrong shape count as missing. */
export function courseStateFrom(persisted: PersistedState): CourseState {
  const course = withId<Course>(persisted.course);
  if (!course) return emptyCourseState;
  const rounds = Array.isArray(persisted.roundList)
    ? persisted.roundList.flatMap((r: unknown) => withId<Round>(r) ?? [])
    : [];
  return {
    course,
    rounds,
    round: withId<Round>(persisted.round),
    enterprise: withId<Enterprise>(persisted.enterprise),
    args: argumentsOf(persisted.courseArguments),
    screens: {
      provinceEnterprise: persisted.provinceEnterprise,
      compoundState: persisted.compoundState,
      menuParams: persisted.menuParams,
    },
  };
}

/** The round the header shows: the first open one (status 0 or 1), else the latest. */
export function currentRound(rounds: readonly Round[]): Round | null {
  const visible = rounds.filter((r) => r.parentId == null);
  return visible.find((r) => r.status === 0 || r.status === 1) ?? visible.at(-1) ?? null;
}

/** Course arguments as a name → value map. */
export function argumentMap(
  args: ReadonlyArray<{ name: string; value: string }>,
): Record<string, string> {
  return Object.fromEntries(args.map((a) => [a.name, a.value]));
}

/** An enterprise as the enterprise choice machine sees it. */
export function enterpriseOption(e: Enterprise): EnterpriseOption {
  return {
    id: String(e.id),
    name: e.name,
    provinceName: e.provinceName ?? null,
    isBuyer: e.isBuyer,
    isTrade: e.isTrade !== false,
    isPrice: e.isPrice === true,
  };
}
