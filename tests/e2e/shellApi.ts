// Calls the running product's API from the test process, as a teacher would from the admin area.

/** Gets an access token by the password grant. */
export async function passwordToken(baseUrl: string, username: string, password: string) {
  const response = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      client_id: 'power-trading-web',
      scope: 'openid profile PowerTrading',
    }),
  });
  if (!response.ok) throw new Error(`login of ${username} failed: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The teacher publishes a released notice to a course (pushed to its trainees). */
export async function publishNotice(
  baseUrl: string,
  token: string,
  courseId: number,
  html: string,
) {
  const response = await fetch(`${baseUrl}/api/app/admin/notice`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      courseId,
      roundId: 0,
      month: 3,
      announcementContent: html,
      isRelease: true,
    }),
  });
  if (!response.ok)
    throw new Error(`publishing failed: HTTP ${response.status} ${await response.text()}`);
}

/** The id of the first course the teacher runs. */
export async function teacherCourseId(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/app/admin/course?maxResultCount=10`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { items: Array<{ id: number }> };
  const first = body.items[0];
  if (!first) throw new Error('the teacher has no course');
  return first.id;
}
