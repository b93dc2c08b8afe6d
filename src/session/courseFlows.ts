// One run of the course switch or enterprise choice machine. Each run starts from what the course
// store holds at that moment (the machines' input), so the store stays the one truth about the
// current course and enterprise; the machines decide, warn and emit the store changes as effects.
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '../api/client';
import { courseSwitchMachine, type CourseSwitchEvent } from '../machines/courseSwitchMachine';
import { enterpriseChoiceMachine } from '../machines/enterpriseChoiceMachine';
import { connectEffects, type EffectPorts } from '../machines/ports';
import type { CourseState, Enterprise } from './courseStore';
import { enterpriseOption, loadCourseEnterprises, postSwitchCourse } from './courseLoader';

/** What a flow needs from the app. */
export interface FlowDeps {
  api: ApiClient;
  ports: EffectPorts;
}

const idOf = (entity: { id: number } | null) => (entity ? String(entity.id) : null);

/**
 * Switches course (`SWITCH`, the user's choice) or adopts a course changed elsewhere
 * (`COURSE_CHANGED`): the machine calls the server, emits the reset and the warning. Resolves true
 * when the app is now on the asked course (also when it already was).
 */
export async function runCourseSwitch(
  deps: FlowDeps & { userId: string; state: CourseState },
  event: CourseSwitchEvent,
): Promise<boolean> {
  const machine = courseSwitchMachine.provide({
    actors: {
      switchCourse: fromPromise<unknown, { courseId: string }>(({ input }) =>
        postSwitchCourse(deps.api, deps.userId, Number(input.courseId)),
      ),
    },
  });
  const actor = createActor(machine, { input: { courseId: idOf(deps.state.course) } });
  const disconnect = connectEffects(actor, deps.ports);
  actor.start();
  actor.send(event);
  const done = await waitFor(actor, (s) => s.matches('idle'));
  disconnect();
  actor.stop();
  return done.context.courseId === event.courseId;
}

/** A running enterprise choice. */
export type EnterpriseChoiceActor = ActorRefFrom<typeof enterpriseChoiceMachine>;

/**
 * Starts the enterprise choice for the current course and round (spec section 4). The loaded
 * enterprises are kept in `loaded`, so the modal can draw their cards and the `enterprise.selected`
 * effect can put the whole enterprise in the store.
 */
export function startEnterpriseChoice(
  deps: FlowDeps & { state: CourseState; loaded: Map<string, Enterprise> },
): EnterpriseChoiceActor | null {
  const { course, round, enterprise } = deps.state;
  if (!course) return null;
  const machine = enterpriseChoiceMachine.provide({
    actors: {
      loadEnterprises: fromPromise(async () => {
        const list = await loadCourseEnterprises(deps.api, course.id, round?.id ?? null);
        for (const e of list) deps.loaded.set(String(e.id), e);
        return list.map(enterpriseOption);
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      courseId: String(course.id),
      roundId: idOf(round) ?? '',
      currentId: idOf(enterprise),
    },
  });
  connectEffects(actor, deps.ports);
  return actor.start();
}
