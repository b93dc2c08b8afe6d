// What the centralised-bidding end-to-end test sets up through the API before the browsers start:
// trainees past the forced first password change.

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
