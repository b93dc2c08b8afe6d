// Gives the page engine everything it reads: the by-id API caller, bindings from the route and the
// current user/course/round/enterprise, the rule context, theme, routes, navigation and messages.
import { App } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { createOperationCaller } from '../api/operationCaller';
import { disclosureTabs } from '../engine/config/load';
import { EngineProvider } from '../engine/EngineProvider';
import type { EngineEnv } from '../engine/env';
import { useCourseState } from '../session/CourseProvider';
import { useSession } from '../session/SessionProvider';
import { menuFiles, routesFile } from './configFiles';
import { useServices } from './services';
import { useUiSettings } from './uiSettings';
import { useShellRules } from './useShellRules';

/** Wraps a page so its config blocks can render against the live app state. */
export function ShellEngineProvider({ children }: { children: ReactNode }) {
  const { api } = useServices();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const user = useSession((s) => s.context.user);
  const course = useCourseState();
  const rules = useShellRules();
  const { settings } = useUiSettings();
  const caller = useMemo(() => createOperationCaller(api), [api]);
  const query = search.toString();
  const env = useMemo<EngineEnv>(
    () => ({
      api: caller,
      bindings: {
        route: { params, query: Object.fromEntries(new URLSearchParams(query)) },
        ...(user ? { user: { ...user } } : {}),
        ...(course.course ? { course: { ...course.course } } : {}),
        ...(course.round ? { round: { ...course.round }, currentRound: { ...course.round } } : {}),
        ...(course.enterprise ? { enterprise: { ...course.enterprise } } : {}),
      },
      rules,
      theme: settings.theme === 'dark' ? 'dark' : 'light',
      routes: routesFile,
      navigate,
      notify: (text, type) => void message[type](text),
      ...(menuFiles.disclosure
        ? { disclosure: { tabs: disclosureTabs, menu: menuFiles.disclosure } }
        : {}),
    }),
    [caller, params, query, user, course, rules, settings.theme, navigate, message],
  );
  return <EngineProvider env={env}>{children}</EngineProvider>;
}
