// config/shell.json places the shell's extras by rules over the rule context (route name included):
// the holdings button needs an enterprise and stays off the course list and assets page; the exam
// drawer's button needs IsBuildQuestions and stays off the course list and the paper page.
import { describe, expect, it } from 'vitest';
import { emptyRuleContext, type RuleContext } from '../../src/engine/rules/context';
import { isVisible } from '../../src/engine/rules/evaluate';
import { shellFile } from '../../src/shell/configFiles';

const context = (change: Partial<RuleContext> & { routeName: string }): RuleContext => {
  const { routeName, ...rest } = change;
  return { ...emptyRuleContext(), ...rest, route: { name: routeName } };
};
const withExam = (routeName: string): RuleContext => {
  const base = emptyRuleContext();
  return context({ routeName, args: { ...base.args, IsBuildQuestions: true } });
};

describe('config/shell.json', () => {
  it('shows the holdings button with an enterprise on every page but the course list and assets', () => {
    const holdings = shellFile.holdings.visibleWhen;
    expect(isVisible(holdings, context({ routeName: 'user-calendar', isSeller: true }))).toBe(true);
    expect(isVisible(holdings, context({ routeName: 'user-calendar', isBuyer: true }))).toBe(true);
    expect(isVisible(holdings, context({ routeName: 'user-calendar' }))).toBe(false);
    expect(isVisible(holdings, context({ routeName: 'user-course', isSeller: true }))).toBe(false);
    expect(isVisible(holdings, context({ routeName: 'user-assets', isSeller: true }))).toBe(false);
    expect(isVisible(holdings, context({ routeName: '', isSeller: true }))).toBe(false);
  });

  it('shows the exam button in exam courses on every page but the course list and the paper', () => {
    const exam = shellFile.examDrawer.visibleWhen;
    expect(isVisible(exam, withExam('user-calendar'))).toBe(true);
    expect(isVisible(exam, context({ routeName: 'user-calendar' }))).toBe(false);
    expect(isVisible(exam, withExam('user-course'))).toBe(false);
    expect(isVisible(exam, withExam('user-paper'))).toBe(false);
    expect(isVisible(exam, withExam(''))).toBe(false);
  });
});
