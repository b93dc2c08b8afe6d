// Calls of the paper end-to-end test from the test process: the trainee's password change (so no
// forced-change dialog) and saved answers, and the teacher publishing grades.
import { passwordToken } from './shellApi';

async function call(baseUrl: string, token: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : ((await response.json()) as unknown);
}

/** Changes a demo user's password through the API; returns a token for the new one. */
export async function changeDemoPassword(
  baseUrl: string,
  userName: string,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const token = await passwordToken(baseUrl, userName, currentPassword);
  await call(baseUrl, token, '/api/app/user/changePassword', {
    method: 'POST',
    body: JSON.stringify({ currentPassword, newPassword }),
  });
  return passwordToken(baseUrl, userName, newPassword);
}

/** The saved answer of every question on the trainee's paper, by question stem. */
export async function savedAnswers(baseUrl: string, token: string, courseId: number) {
  const body = (await call(
    baseUrl,
    token,
    `/api/app/courseQuestion/courseQuestions/${courseId}`,
  )) as { items: Array<{ name: string; userAnswer?: string | null }> };
  return new Map(body.items.map((q) => [q.name, q.userAnswer ?? null]));
}

/** The teacher publishes (or withdraws) the grades of a course. */
export async function publishGrades(
  baseUrl: string,
  teacherToken: string,
  courseId: number,
  publish: boolean,
) {
  const course = (await call(baseUrl, teacherToken, `/api/app/course/${courseId}`)) as {
    name: string;
    courseType: number;
    sceneId: number;
    startDate: string;
    endDate: string;
  };
  const { name, courseType, sceneId, startDate, endDate } = course;
  await call(baseUrl, teacherToken, `/api/app/admin/course/${courseId}`, {
    method: 'PUT',
    body: JSON.stringify({ name, courseType, sceneId, startDate, endDate, isPublicGrade: publish }),
  });
}
