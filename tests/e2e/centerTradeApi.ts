// What the centralised-bidding end-to-end test sets up through the API before the browsers start:
// a fresh hidden round of its own (so no other test's round changes status) and trainees past the
// forced first password change.

/** The teacher creates a centralised-bidding round; it starts hidden until opened in /admin/. */
export async function createCenterTradeRound(
  baseUrl: string,
  token: string,
  courseId: number,
  name: string,
): Promise<number> {
  const response = await fetch(`${baseUrl}/api/app/round`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      courseId,
      name,
      type: 15,
      cycle: 1,
      year: 2026,
      month: 3,
      enableQuota: true,
    }),
  });
  if (!response.ok)
    throw new Error(`creating the round failed: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** Changes a demo trainee's password, which also ends the forced change of the first login. */
export async function changePassword(
  baseUrl: string,
  token: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/app/user/changePassword`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ currentPassword, newPassword }),
  });
  if (!response.ok) throw new Error(`changing the password failed: HTTP ${response.status}`);
}
