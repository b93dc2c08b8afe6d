// The round id pushed announcements must carry to belong to the current round: the round's own, or
// for rolling matching its first sub-round's (spec section 4, `announcementRoundId`).
import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/client';
import { announcementRoundId, rollingMatchingType } from '../machines/roundStatus';
import { loadSubRounds } from '../session/courseLoader';
import type { Round } from '../machines/courseState';

const summary = (r: Pick<Round, 'id' | 'type'>) => ({ id: String(r.id), type: r.type });

/** The announcement round id of `round`, or null without a round. */
export function useAnnouncementRoundId(api: ApiClient, round: Round | null): string | null {
  const [subRounds, setSubRounds] = useState<{ of: number; ids: Round[] } | null>(null);
  const rolling = round?.type === rollingMatchingType ? round.id : null;
  useEffect(() => {
    if (rolling === null) return undefined;
    let live = true;
    void loadSubRounds(api, rolling).then((ids) => live && setSubRounds({ of: rolling, ids }));
    return () => {
      live = false;
    };
  }, [api, rolling]);
  if (!round) return null;
  const subs = subRounds?.of === round.id ? subRounds.ids.map(summary) : [];
  return announcementRoundId(summary(round), subs);
}
