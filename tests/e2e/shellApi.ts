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

/** Calls the API as `token`; answers the parsed JSON body (undefined when empty), throws on an error. */
export async function sendJson(
  baseUrl: string,
  token: string,
  method: string,
  url: string,
  body?: object,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    // A JSON content type without a body is refused by the server.
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: HTTP ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** The trainee's enterprise in a round of the course (its first, when it plays several). */
export async function ownEnterprise<T extends { id: number } = { id: number }>(
  baseUrl: string,
  token: string,
  courseId: number,
  roundId: number,
): Promise<T> {
  const query = `courseId=${courseId}&roundId=${roundId}`;
  const list = (await sendJson(
    baseUrl,
    token,
    'GET',
    `/api/app/enterpriseApi/courseEnterprise?${query}`,
  )) as { items: T[] };
  const first = list.items[0];
  if (!first) throw new Error('the trainee has no enterprise');
  return first;
}
