// The teacher's registration calls: open or close a course for trainees to join (course argument
// OpenRegistration; the server's rule is in server/domain/enrolment.ts), and
// admit, un-admit or remove competition sign-ups. Failures come back as Chinese messages.
import type { ApiClient } from '../api/client';
import type { components } from '../api/schema.gen';
import { withoutLoading } from '../api/types';
import type { AdminCourse } from './adminApi';
import { LoadError } from './adminApi';
import { callStep, stepHeaders } from './steps/callStep';
import type { StepOutcome } from './steps/types';

/** A competition sign-up as the teacher sees it. */
export type Signup = components['schemas']['UserCompetition'];

/** The course argument that lets trainees join a teaching course. */
export const openRegistrationArgument = 'OpenRegistration';

/** courseType of a competition (竞赛), whose trainees join only after admission. */
export const competitionCourseType = 2;

/** Whether trainees may join the course now (argument '1'). */
export function registrationOpen(course: AdminCourse): boolean {
  return course.arguments?.find((a) => a.name === openRegistrationArgument)?.value === '1';
}

/** Opens or closes registration, keeping every other setting of the course as it is. */
export function setRegistration(
  api: ApiClient,
  course: AdminCourse,
  open: boolean,
): Promise<StepOutcome> {
  return callStep(() =>
    api.PUT('/api/app/admin/course/{id}', {
      params: { path: { id: course.id } },
      body: {
        name: course.name,
        courseType: course.courseType,
        sceneId: course.sceneId,
        startDate: course.startDate ?? '',
        endDate: course.endDate ?? '',
        arguments: [{ name: openRegistrationArgument, value: open ? '1' : '0' }],
      },
      headers: stepHeaders,
    }),
  );
}

/** The sign-ups to one of the teacher's competitions, oldest first. */
export async function loadSignups(api: ApiClient, courseId: number): Promise<Signup[]> {
  const { data } = await api.GET('/api/app/userCompetition/userCompetitionList', {
    headers: withoutLoading,
  });
  if (!data) throw new LoadError('报名列表加载失败，请稍后重试');
  return data.items.filter((s) => s.courseId === courseId);
}

/** Admits a sign-up (the trainee may then join) or takes the admission back. */
export function setAdmission(
  api: ApiClient,
  id: number,
  isAdmitted: boolean,
): Promise<StepOutcome> {
  return callStep(() =>
    api.PUT('/api/app/userCompetition/{id}/admit', {
      params: { path: { id } },
      body: { isAdmitted },
      headers: stepHeaders,
    }),
  );
}

/** Removes a sign-up. */
export function removeSignup(api: ApiClient, id: number): Promise<StepOutcome> {
  return callStep(() =>
    api.DELETE('/api/app/userCompetition/{id}', {
      params: { path: { id } },
      headers: stepHeaders,
    }),
  );
}
