// Runs the paper machine for one course: its calls go to the API, its messages to the shell's
// notifier, and its logout (5 s after submitting) to the session, like a user's own logout.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { paperMachine } from '../../machines/paperMachine';
import { useSessionActor } from '../../session/SessionProvider';
import { useEngine } from '../../engine/env';
import { paperActors } from './paperActors';

/** The running paper actor. */
export type PaperActor = ActorRefFrom<typeof paperMachine>;
/** A snapshot of the paper machine. */
export type PaperSnapshot = SnapshotFrom<typeof paperMachine>;

/** Starts the paper machine for `courseId` and connects its effects. */
export function usePaperActor(courseId: string): PaperActor {
  const { client: api, notifier } = useEngine();
  const session = useSessionActor();
  const machine = useMemo(() => paperMachine.provide({ actors: paperActors(api) }), [api]);
  const actor = useActorRef(machine, { input: { courseId } });
  useEffect(() => {
    const subscription = actor.on('*', (effect) => {
      if (effect.type === 'notify') notifier.show(effect);
      else if (effect.type === 'logout') session.send({ type: 'LOGOUT' });
    });
    return () => subscription.unsubscribe();
  }, [actor, notifier, session]);
  return actor;
}

/** Selects from the paper snapshot, re-rendering on change. */
export function usePaper<T>(actor: PaperActor, select: (snapshot: PaperSnapshot) => T): T {
  return useSelector(actor, select);
}
