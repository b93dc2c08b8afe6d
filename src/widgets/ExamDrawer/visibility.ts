// Where the exam drawer's 答题 button shows (spec section 2): every page of the main layout except
// the course list and the paper page, and only in a course whose argument IsBuildQuestions is '1'.

/** Routes without the exam drawer: the course list and the paper itself. */
export const routesWithoutExamDrawer: ReadonlySet<string> = new Set(['user-course', 'user-paper']);

/** Whether the course has the exam on (course argument IsBuildQuestions '1'). */
export function examEnabled(args: Readonly<Record<string, string>>): boolean {
  return args.IsBuildQuestions === '1';
}

/** Whether the drawer's button shows on the route named `routeName`. */
export function examDrawerShown(
  routeName: string | undefined,
  args: Readonly<Record<string, string>>,
): boolean {
  return examEnabled(args) && routeName !== undefined && !routesWithoutExamDrawer.has(routeName);
}
