// The rule context of the current page, from live session, course, settings and route.
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { RuleContext } from '../engine/rules/context';
import { useCourseState } from '../session/CourseProvider';
import { useSession } from '../session/SessionProvider';
import { useAppSettings } from './appSettings';
import { buildRuleContext } from './ruleContext';
import { matchRoute } from './routeMatch';

/** The rule context menus and engines evaluate visibility rules against. */
export function useShellRules(): RuleContext {
  const permissions = useSession((s) => s.context.permissions);
  const course = useCourseState();
  const settings = useAppSettings();
  const { pathname } = useLocation();
  const routeName = matchRoute(pathname)?.name ?? '';
  return useMemo(
    () => buildRuleContext({ permissions, course, settings, routeName }),
    [permissions, course, settings, routeName],
  );
}
