// What every declaration widget shows of its round: the status as last loaded (fresh after a reload or
// the status push, spec section 4) and the 交易状态 label drawn like the round status column.
import { Typography } from 'antd';
import type { Round } from '../engine/env';
import { useCourse } from '../engine/useCourse';
import { readValue } from '../engine/values/valueTypes';

/** The round's status as the round status machine last loaded it. */
export function useFreshStatus(round: Round): Round['status'] {
  const { roundStatus } = useCourse();
  return roundStatus?.roundId === String(round.id)
    ? (roundStatus.status as Round['status'])
    : round.status;
}

/** 交易状态：<tag>, the tag found by tests as `round-status`. */
export function RoundStatusLabel({ status }: { status: number }) {
  return (
    <>
      <Typography.Text>交易状态：</Typography.Text>
      <span data-testid="round-status">
        {readValue(status, { field: 'status', title: '', valueType: 'roundStatus' })}
      </span>
    </>
  );
}
