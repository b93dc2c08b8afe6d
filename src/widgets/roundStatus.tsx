// What every declaration widget shows of its round: the status as last loaded (fresh after a reload or
// the status push, spec section 4) and the 交易状态 label drawn like the round status column.
import { Typography } from 'antd';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import type { Round } from '../engine/env';
import { useCourse } from '../engine/useCourse';
import { readValue } from '../engine/values/valueTypes';
import { roundStatusLabel } from '../machines/roundStatus';

/** The round's status and trading state as loaded from the server, or null until it is loaded. */
export function useLoadedStatus(round: Round): { status: number; trading: boolean } | null {
  const { roundStatus } = useCourse();
  return roundStatus?.roundId === String(round.id) ? roundStatus : null;
}

/** The round's status as the round status machine last loaded it. */
export function useFreshStatus(round: Round): Round['status'] {
  const loaded = useLoadedStatus(round);
  return loaded ? (loaded.status as Round['status']) : round.status;
}

/**
 * A round's status tag, coloured like the round status column and worded for its round type when
 * `type` is given (a stopped spot round reads 停止申报, as its teacher step does).
 */
export function RoundStatusTag({ status, type }: { status: number; type?: number }) {
  const tag = readValue(status, { field: 'status', title: '', valueType: 'roundStatus' });
  const words = roundStatusLabel(status, type);
  // The value type draws the tag; a round type with words of its own only changes its text.
  return isValidElement<{ children?: ReactNode }>(tag) ? cloneElement(tag, {}, words) : words;
}

/** 交易状态：<tag>, the tag found by tests as `round-status`. */
export function RoundStatusLabel({ status, type }: { status: number; type?: number }) {
  return (
    <>
      <Typography.Text>交易状态：</Typography.Text>
      <span data-testid="round-status">
        <RoundStatusTag status={status} {...(type === undefined ? {} : { type })} />
      </span>
    </>
  );
}
