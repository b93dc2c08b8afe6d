// The rule context of the current page, from live session, course, settings and route.
import { useSelector } from '@xstate/react';
import { useLocation } from 'react-router-dom';
import type { RuleContext } from '../engine/rules/context';
import { useCourseActor } from '../session/CourseProvider';
import { useSession } from '../session/SessionProvider';
import { useAppSettings } from './appSettings';
import { buildRuleContext } from './ruleContext';
import { matchRoute } from './routeMatch';

/** Two rule contexts with the same content (plain data: numbers, flags, lists of names). */
export function sameRules(a: RuleContext, b: RuleContext): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The rule context menus and engines evaluate visibility rules against. Its users re-render when what
 * the rules read changes, not with every step of the course actor (its enterprises and round status
 * load while the first page renders: each step re-rendered the layout and the whole menu).
 */
export function useShellRules(): RuleContext {
  const permissions = useSession((s) => s.context.permissions);
  const settings = useAppSettings();
  const { pathname } = useLocation();
  const routeName = matchRoute(pathname)?.name ?? '';
  return useSelector(
    useCourseActor(),
    (s) => buildRuleContext({ permissions, course: s.context.current, settings, routeName }),
    sameRules,
  );
}
