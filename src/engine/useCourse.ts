// The course state a widget reads: the app's course, rounds and enterprise, and the round in scope
// (a round selector above narrows `round`), with the course actor's commands.
import { useEngine, type CourseEnv, type Round } from './env';

/** The course environment with `round` taken from the binding scope. */
export function useCourse(): CourseEnv {
  const { course, bindings } = useEngine();
  const scoped = bindings.round as Round | undefined;
  return scoped && scoped.id !== course.round?.id ? { ...course, round: scoped } : course;
}
