// The trainee's own competition sign-ups (the server lists only the caller's), reloaded on demand
// after a sign-up, a withdrawal or a join.
import { useCallback, useEffect, useState } from 'react';
import type { components } from '../../api/schema.gen';
import { withoutLoading } from '../../api/types';
import { useServices } from '../../shell/services';

/** A competition sign-up as the trainee sees it. */
export type Signup = components['schemas']['UserCompetition'];

/** The sign-ups (null while the first load runs, or when not `enabled`) and a way to load them again. */
export function useSignups(enabled: boolean): { signups: Signup[] | null; reload(): void } {
  const { api } = useServices();
  const [signups, setSignups] = useState<Signup[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // A side list of the page: the course cards keep the page's loading indicator to themselves.
    void api
      .GET('/api/app/userCompetition/userCompetitionList', { headers: withoutLoading })
      .then(({ data }) => live && setSignups(data?.items ?? []));
    return () => {
      live = false;
    };
  }, [api, enabled, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { signups, reload };
}
