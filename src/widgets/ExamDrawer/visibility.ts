// Whether a course has the exam (spec section 2); where its 答题 button shows is config/shell.json's rule.

/** Whether the course has the exam on (course argument IsBuildQuestions '1'). */
export function examEnabled(args: Readonly<Record<string, string>>): boolean {
  return args.IsBuildQuestions === '1';
}
