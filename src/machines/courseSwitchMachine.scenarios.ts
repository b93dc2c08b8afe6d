/** Named scenarios of the course switch machine, run by its test and by the coverage test. */
import { courseSwitchMachine } from './courseSwitchMachine';
import { appMessages, courseSwitchedMessage } from './messages';
import { pending, rejects, replies } from './testing/fakes';
import { scenario } from './testing/scenario';

const withSwitch = (script: Parameters<typeof replies<unknown>>[0]) =>
  courseSwitchMachine.provide({
    actors: { switchCourse: replies<unknown, { courseId: string; userId: string }>(script) },
  });

const course = (expected: string | null) => (s: { context: { courseId: string | null } }) => {
  if (s.context.courseId !== expected) throw new Error(String(s.context.courseId));
};

/** Every scenario of the course switch machine. */
export const courseSwitchScenarios = [
  scenario('switching course resets round, enterprise and menu and warns', withSwitch([{}]), {
    courseId: 'c1',
  })
    .expectState('idle')
    .send({ type: 'SWITCH', courseId: 'c2' })
    .expectState('idle')
    .expectEmitted({ type: 'course.reset', courseId: 'c2' })
    .expectEmitted({ type: 'notify', level: 'warning', message: courseSwitchedMessage })
    .check('now on c2', course('c2')),
  scenario('the switch call in progress holds switching', withSwitch([pending]), { courseId: null })
    .send({ type: 'SWITCH', courseId: 'c2' })
    .expectState('switching'),
  scenario('choosing the current course again does nothing', withSwitch([{}]), { courseId: 'c1' })
    .send({ type: 'SWITCH', courseId: 'c1' })
    .expectState('idle')
    .expectNotEmitted('course.reset')
    .expectNotEmitted('notify'),
  scenario(
    'a failed switch keeps the course and shows the server message',
    withSwitch([rejects({ error: { message: '课程已结束' } })]),
    { courseId: 'c1' },
  )
    .send({ type: 'SWITCH', courseId: 'c2' })
    .expectMessage('课程已结束')
    .expectNotEmitted('course.reset')
    .check('still c1', course('c1')),
  scenario('a failed switch without a message shows the default one', withSwitch([rejects(null)]), {
    courseId: 'c1',
  })
    .send({ type: 'SWITCH', courseId: 'c2' })
    .expectMessage(appMessages.switchCourseFailed),
  scenario(
    'a course changed in another window resets and warns without calling the server',
    withSwitch([rejects(new Error('must not be called'))]),
    { courseId: 'c1' },
  )
    .send({ type: 'COURSE_CHANGED', courseId: 'c1' })
    .expectNotEmitted('course.reset')
    .send({ type: 'COURSE_CHANGED', courseId: 'c3' })
    .expectEmitted({ type: 'course.reset', courseId: 'c3' })
    .expectMessage(courseSwitchedMessage)
    .check('now on c3', course('c3')),
];
