import type { ObjectSolutionItem } from '../../domain/objectSolution';
import type { RoundRow } from '../../domain/rounds';
import { enumValue, type Schemas } from './types';

/** The contract's CustomObject of a round: its object solution with the course's time segments. */
export function customObjectDto(
  round: RoundRow,
  items: readonly ObjectSolutionItem[],
): Schemas['CustomObject'] {
  return {
    id: round.id,
    roundId: round.id,
    objType: round.objType,
    name: round.objName,
    times: round.objTimes,
    items: items.map((s) => ({
      id: enumValue(s.id, [1, 2, 3] as const),
      name: s.name,
      day: s.day.join(','),
    })),
  };
}
