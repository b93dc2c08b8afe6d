// The teacher's round saves: createRound (the round starts hidden) and updateRound (refused by the
// server once anyone has declared or the round has ended).
import type { ApiClient } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { saveCall, saveHeaders, type Saved } from '../saveCall';

type Round = components['schemas']['Round'];
type RoundInput = components['schemas']['RoundInput'];

/** Creates a round, or changes round `id` when given. */
export function saveRound(
  api: ApiClient,
  id: number | null,
  body: RoundInput,
): Promise<Saved<Round>> {
  return saveCall(() =>
    id === null
      ? api.POST('/api/app/round', { body, headers: saveHeaders })
      : api.PUT('/api/app/round/{id}', { params: { path: { id } }, body, headers: saveHeaders }),
  );
}
