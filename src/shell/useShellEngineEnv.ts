// The engine environment of the live app: the by-id API caller and typed client, bindings from the
// route and the current user/course/round/enterprise, the rule context, theme, routes, navigation,
// messages and the course commands widgets send.
import { useSelector } from '@xstate/react';
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { createOperationCaller } from '../api/operationCaller';
import { disclosureTabs } from '../engine/config/load';
import type { CourseCommand, CourseEnv, EngineEnv } from '../engine/env';
import { isRoundTrading } from '../machines/roundStatus';
import { useCourseActor, useCourseState } from '../session/CourseProvider';
import { useSession } from '../session/SessionProvider';
import { menuFiles, routesFile } from './configFiles';
import { useServices } from './services';
import { useUiSettings } from './uiSettings';
import { useShellRules } from './useShellRules';

/** The engine environment of the live app: API, bindings, rules, course state, navigation, messages. */
export function useShellEngineEnv(): EngineEnv {
  const { api, notifier } = useServices();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const user = useSession((s) => s.context.user);
  const course = useCourseState();
  const actor = useCourseActor();
  const roundStatus = useSelector(actor, (s) => s.context.roundStatus);
  const loadedRound = useSelector(roundStatus, (s) => s.context.round);
  // Widgets' commands are the course actor's events; stable, so a widget's effect that sends one
  // does not run again on a course change.
  const send = useCallback((command: CourseCommand) => actor.send(command), [actor]);
  const courseEnv = useMemo<CourseEnv>(
    () => ({
      course: course.course,
      rounds: course.rounds,
      round: course.round,
      enterprise: course.enterprise,
      args: course.args,
      roundStatus: loadedRound
        ? {
            roundId: loadedRound.id,
            status: loadedRound.status,
            trading: isRoundTrading(loadedRound),
          }
        : null,
      send,
    }),
    [course, loadedRound, send],
  );
  const rules = useShellRules();
  const { settings } = useUiSettings();
  const caller = useMemo(() => createOperationCaller(api), [api]);
  const query = search.toString();
  return useMemo<EngineEnv>(
    () => ({
      api: caller,
      client: api,
      notifier,
      course: courseEnv,
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
    [
      caller,
      api,
      notifier,
      courseEnv,
      params,
      query,
      user,
      course,
      rules,
      settings.theme,
      navigate,
      message,
    ],
  );
}
