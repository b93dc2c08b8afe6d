// The teacher's read of a bilateral round: every proposal (no enterprise named).
import type { ApiClient } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { stepHeaders } from './callStep';

/** A proposal as the teacher's card lists it. */
export type TeacherProposal = components['schemas']['BilateralProposal'];

/** Every proposal of the round (the teacher names no enterprise). */
export async function loadRoundProposals(
  api: ApiClient,
  roundId: number,
): Promise<TeacherProposal[]> {
  const { data } = await api.GET('/api/app/bilateral/proposals', {
    params: { query: { roundId } },
    headers: stepHeaders,
  });
  if (!data) throw new Error('意向列表加载失败，请稍后刷新');
  return data.items;
}
