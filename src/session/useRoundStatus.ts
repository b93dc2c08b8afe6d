// Runs the round status machine for the current round of the course store: a new current round is
// selected in the machine (which loads its status), no round clears it, and the header reads the tag.
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '../api/client';
import { roundStatusMachine } from '../machines/roundStatusMachine';
import { loadRoundSummary } from './courseLoader';
import type { CourseStore } from './courseStore';

/** The running round status actor. */
export type RoundStatusActor = ActorRefFrom<typeof roundStatusMachine>;

const currentId = (store: CourseStore) => {
  const round = store.getSnapshot().round;
  return round ? String(round.id) : null;
};

/** The round status actor, kept on the store's current round. */
export function useRoundStatus(api: ApiClient, store: CourseStore): RoundStatusActor {
  const machine = useMemo(
    () =>
      roundStatusMachine.provide({
        actors: {
          loadRound: fromPromise(({ input }: { input: { roundId: string } }) =>
            loadRoundSummary(api, Number(input.roundId)),
          ),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: { roundId: currentId(store) } });
  useEffect(() => {
    const follow = () => {
      const id = currentId(store);
      if (id === actor.getSnapshot().context.roundId) return;
      actor.send(id === null ? { type: 'CLEAR' } : { type: 'SELECT_ROUND', roundId: id });
    };
    follow();
    return store.subscribe(follow);
  }, [actor, store]);
  return actor;
}
