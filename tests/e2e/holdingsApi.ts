// What the holdings end-to-end test sets up through the API: a centralised-bidding round opened,
// declared by a seller (per unit) and a buyer of the same province, stopped and cleared, so both hold
// contracts before a browser opens the "My holdings" modal.
import { ownEnterprise, passwordToken, sendJson, teacherCourseId } from './shellApi';

interface Enterprise {
  id: number;
  name: string;
  simpleGens?: Array<{ unitId: number; name: string }>;
}

/**
 * Creates, opens, declares and clears a March round: the seller offers two units in the peak (1) and
 * flat (2) segments, the buyer bids above them; returns the round id.
 */
export async function clearRoundWithHoldings(
  baseUrl: string,
  users: { seller: string; buyer: string },
  passwords: { demo: string; trainee: string },
): Promise<number> {
  const teacher = await passwordToken(baseUrl, 'teacher', passwords.demo);
  const courseId = await teacherCourseId(baseUrl, teacher);
  const created = (await sendJson(baseUrl, teacher, 'POST', '/api/app/round', {
    courseId,
    name: '持仓演示集中竞价（3月）',
    type: 15,
    cycle: 1,
    year: 2026,
    month: 3,
  })) as { id: number };
  const roundId = created.id;
  await sendJson(baseUrl, teacher, 'POST', `/api/app/admin/round/${roundId}/open`);
  // Changing the password also ends the forced change of a demo trainee's first login.
  const tokens: string[] = [];
  for (const user of [users.seller, users.buyer]) {
    const own = await passwordToken(baseUrl, user, passwords.demo);
    await sendJson(baseUrl, own, 'POST', '/api/app/user/changePassword', {
      currentPassword: passwords.demo,
      newPassword: passwords.trainee,
    });
    tokens.push(await passwordToken(baseUrl, user, passwords.trainee));
  }
  const [sellerToken, buyerToken] = tokens as [string, string];
  const seller = await ownEnterprise<Enterprise>(baseUrl, sellerToken, courseId, roundId);
  const buyer = await ownEnterprise<Enterprise>(baseUrl, buyerToken, courseId, roundId);
  const units = (seller.simpleGens ?? []).slice(0, 2).map((g) => g.unitId);
  const bids = (token: string, enterpriseId: number, direction: number, rows: object[]) =>
    sendJson(baseUrl, token, 'POST', '/api/app/centerTrade/bids', {
      roundId,
      enterpriseId,
      direction,
      bids: rows,
    });
  await bids(
    sellerToken,
    seller.id,
    1,
    units.flatMap((unitId, i) => [
      { unitId, objId: 1, price: 300 + 10 * i, volume: 120 - 40 * i },
      { unitId, objId: 2, price: 280 + 10 * i, volume: 60 + 30 * i },
    ]),
  );
  await bids(buyerToken, buyer.id, 0, [
    { objId: 1, price: 420, volume: 150 },
    { objId: 2, price: 400, volume: 100 },
  ]);
  await sendJson(baseUrl, teacher, 'POST', '/api/app/round/StopPriceTeach', { roundId });
  await sendJson(baseUrl, teacher, 'POST', '/api/app/centerTrade/openCenterEngine', { roundId });
  return roundId;
}

/** The teacher ends the declaration of every March round still open, so the month can be settled. */
export async function endMarchRounds(baseUrl: string, password: string): Promise<void> {
  const teacher = await passwordToken(baseUrl, 'teacher', password);
  const courseId = await teacherCourseId(baseUrl, teacher);
  const rounds = (await sendJson(
    baseUrl,
    teacher,
    'GET',
    `/api/app/roundApi/byCourse/${courseId}`,
  )) as {
    items: Array<{ id: number; month: number; status: number }>;
  };
  for (const round of rounds.items.filter((r) => r.month === 3 && r.status < 2)) {
    await sendJson(baseUrl, teacher, 'POST', `/api/app/admin/round/${round.id}/close`);
  }
}
