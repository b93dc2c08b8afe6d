// The head of one time range of an offer: its start and end time (15-minute slots) and a button that
// removes it, handing its slots to the range before it (or after it) so the day stays covered.
import { Button, Select, Space, Typography } from 'antd';
import { rangeLabel, slotCount, slotEnd, slotStart, type RangeDraft } from './offerRanges';

const slots = Array.from({ length: slotCount }, (_, t) => t);
const startOptions = slots.map((t) => ({ value: t, label: slotStart(t) }));
const endOptions = slots.map((t) => ({ value: t, label: slotEnd(t) }));

/** Props of a range's head. */
export interface RangeHeaderProps {
  /** Names the selects for assistive technology, e.g. "华鲁#1机组 第2个时段". */
  label: string;
  title: string;
  range: RangeDraft;
  /** The range's times are what a message complains about. */
  error: boolean;
  disabled: boolean;
  removable: boolean;
  onChange: (bounds: Pick<RangeDraft, 'startTimeId' | 'endTimeId'>) => void;
  onRemove: () => void;
}

/** Start, end and remove of one range. */
export function RangeHeader(props: RangeHeaderProps) {
  const { range, disabled } = props;
  const status = props.error ? 'error' : undefined;
  return (
    <Space wrap>
      <Typography.Text strong>{props.title}</Typography.Text>
      <Select
        aria-label={`${props.label}开始时间`}
        size="small"
        style={{ width: 96 }}
        status={status}
        disabled={disabled}
        value={range.startTimeId}
        options={startOptions}
        onChange={(startTimeId: number) => props.onChange({ ...range, startTimeId })}
      />
      <Typography.Text>至</Typography.Text>
      <Select
        aria-label={`${props.label}结束时间`}
        size="small"
        style={{ width: 96 }}
        status={status}
        disabled={disabled}
        value={range.endTimeId}
        options={endOptions}
        onChange={(endTimeId: number) => props.onChange({ ...range, endTimeId })}
      />
      {range.startTimeId <= range.endTimeId && (
        <Typography.Text type="secondary">
          （{rangeLabel(range.startTimeId, range.endTimeId)}，共
          {range.endTimeId - range.startTimeId + 1}
          个时段）
        </Typography.Text>
      )}
      <Button
        type="link"
        size="small"
        disabled={disabled || !props.removable}
        aria-label={`${props.label} 删除时段`}
        onClick={props.onRemove}
      >
        删除时段
      </Button>
    </Space>
  );
}

/**
 * The ranges without range `r`: its slots go to the range ending just before it, else to the one
 * starting just after it, so removing a range never opens a gap.
 */
export function withoutRange(ranges: readonly RangeDraft[], r: number): RangeDraft[] {
  const gone = ranges[r];
  if (!gone) return [...ranges];
  const rest = ranges.filter((_, i) => i !== r);
  const before = rest.findIndex((x) => x.endTimeId === gone.startTimeId - 1);
  if (before >= 0)
    return rest.map((x, i) => (i === before ? { ...x, endTimeId: gone.endTimeId } : x));
  const after = rest.findIndex((x) => x.startTimeId === gone.endTimeId + 1);
  if (after >= 0)
    return rest.map((x, i) => (i === after ? { ...x, startTimeId: gone.startTimeId } : x));
  return rest;
}
