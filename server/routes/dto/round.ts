import type { DeclarationRules } from '../../domain/declarationRules';
import type { RoundRow } from '../../domain/rounds';
import { parseIntList } from '../../domain/db';
import { enumValue, type Schemas } from './types';

/** The contract's Round of a round row, with the course's declaration rules when given. */
export function roundDto(row: RoundRow, rules?: DeclarationRules): Schemas['Round'] {
  return {
    id: row.id,
    name: row.name,
    type: enumValue(row.type, [1, 3, 11, 15] as const),
    status: enumValue(row.status, [0, 1, 2, 3] as const),
    year: row.year,
    month: row.month,
    months: parseIntList(row.months),
    day: row.day,
    cycle: enumValue(row.cycle, [1, 2, 3] as const),
    startDay: row.startDay,
    endDay: row.endDay,
    enableQuota: row.enableQuota === 1,
    enableScuc: row.enableScuc === 1,
    priceMinuteEnd: row.priceMinuteEnd,
    viewMinuteEnd: row.viewMinuteEnd,
    isInterProvincial: row.isInterProvincial === 1,
    courseId: row.courseId,
    parentId: row.parentId,
    hidden: row.isHide === 1,
    objectSolution: { objType: row.objType, name: row.objName, times: row.objTimes },
    ...(rules ? { declarationRules: rules } : {}),
  };
}
