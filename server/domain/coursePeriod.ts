// A course's period and price limits must make sense before they are stored: a course ending before it
// starts lists nothing for its trainees, and a cap below the floor refuses every declaration.
import { validationError } from '../auth/identity';
import type { CourseChanges } from './courseEdit';

/** Throws a 400 naming the end date when it lies before the start, or the cap when below the floor. */
export function checkCoursePeriod(
  input: Pick<CourseChanges, 'startDate' | 'endDate' | 'arguments'>,
) {
  const start = Date.parse(input.startDate);
  const end = Date.parse(input.endDate);
  if (Number.isNaN(start)) throw validationError('开始日期格式不正确', 'startDate');
  if (Number.isNaN(end)) throw validationError('结束日期格式不正确', 'endDate');
  if (end < start) throw validationError('结束日期不能早于开始日期', 'endDate');
  const argument = (name: string) => {
    const value = input.arguments?.find((a) => a.name === name)?.value;
    return value === undefined || value.trim() === '' ? undefined : Number(value);
  };
  const cap = argument('PriceCap');
  const floor = argument('PriceFloor');
  if (cap !== undefined && floor !== undefined && cap < floor) {
    throw validationError(`价格上限（${cap}）不能低于价格下限（${floor}）`, 'arguments');
  }
}
