// What the overview end-to-end test does through the API while the browsers watch: a trainee's
// declaration in an open centralised-bidding round and a submitted paper, each pushed to the screens.
import { ownEnterprise, sendJson } from './shellApi';

/** The id of the course's round named `name`, as the caller sees the course. */
export async function roundIdByName(
  baseUrl: string,
  token: string,
  courseId: number,
  name: string,
): Promise<number> {
  const rounds = (await sendJson(
    baseUrl,
    token,
    'GET',
    `/api/app/roundApi/byCourse/${courseId}`,
  )) as {
    items: Array<{ id: number; name: string }>;
  };
  const round = rounds.items.find((r) => r.name === name);
  if (!round) throw new Error(`no round named ${name}`);
  return round.id;
}

/** A retailer trainee bids `volume` MWh at `price` in the peak segment of a centralised-bidding round. */
export async function declareBuyerBid(
  baseUrl: string,
  token: string,
  courseId: number,
  roundId: number,
  bid: { price: number; volume: number },
): Promise<void> {
  const enterprise = await ownEnterprise(baseUrl, token, courseId, roundId);
  await sendJson(baseUrl, token, 'POST', '/api/app/centerTrade/bids', {
    roundId,
    enterpriseId: enterprise.id,
    direction: 0,
    bids: [{ objId: 1, ...bid }],
  });
}

/** The trainee submits their paper of the course. */
export async function submitPaper(baseUrl: string, token: string, courseId: number) {
  await sendJson(baseUrl, token, 'POST', `/api/app/courseQuestion/submitPaper/${courseId}`);
}
