// Custom rjsf widgets: numeric text input (checked by the spec section 5 rules on submit), selects with
// the spec's prompts and fixed or fetched options, and the time-segment list with its overlap rule.
import { Button, Input, Select, Space } from 'antd';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import type { Column, OptionItem } from '../../config/column';
import { rowsOf, useDataSource } from '../../useDataSource';
import { readPath } from '../../values/format';
import { selectPrompts } from '../../values/numericRules';
import { fixSegmentOverlaps, type TimeSegment } from '../../values/timeSegments';
import { fixedOptions } from './options';
import { requiredMessage } from './formSchema';

function columnOf(props: WidgetProps): Column {
  return (props.options.column as Column | undefined) ?? { field: props.id, title: props.label };
}

/** Text input for numbers; the value stays text until submit so bad input gets its message. */
export function NumericWidget(props: WidgetProps) {
  return (
    <Input
      id={props.id}
      inputMode="decimal"
      value={props.value === undefined || props.value === null ? '' : String(props.value)}
      disabled={props.disabled || props.readonly}
      status={props.rawErrors?.length ? 'error' : undefined}
      onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}

function useOptions(column: Column): { options: OptionItem[]; loading: boolean } {
  const source = column.optionSource;
  const state = useDataSource(source?.source);
  if (!source) return { options: fixedOptions(column), loading: false };
  const rows = state.status === 'ready' ? rowsOf(state.data, source.source.itemsPath) : [];
  return {
    loading: state.status === 'loading',
    options: rows.map((r) => ({
      value: readPath(r, source.valueField) as string | number,
      label: String(readPath(r, source.labelField)),
    })),
  };
}

/** Select with fixed or fetched options and the spec's prompt as placeholder. */
export function ConfigSelectWidget(props: WidgetProps) {
  const column = columnOf(props);
  const { options, loading } = useOptions(column);
  const type = column.valueType ?? 'option';
  const prompt =
    type in selectPrompts
      ? selectPrompts[type as keyof typeof selectPrompts]
      : requiredMessage(column);
  return (
    <Select
      id={props.id}
      aria-label={column.title}
      style={{ minWidth: 200 }}
      loading={loading}
      placeholder={prompt}
      value={props.value === undefined || props.value === null ? undefined : String(props.value)}
      disabled={props.disabled || props.readonly}
      options={options.map((o) => ({ value: String(o.value), label: o.label, raw: o.value }))}
      onChange={(value: string) =>
        props.onChange(options.find((o) => String(o.value) === value)?.value)
      }
    />
  );
}

const slots = fixedOptions({ field: 'slot', title: '', valueType: 'timeSlot' }).concat({
  value: 96,
  label: '24:00',
});

/** A list of time segments (start and end slot); overlapping starts snap to the previous end. */
export function TimeSegmentsField(props: FieldProps) {
  const segments: TimeSegment[] = Array.isArray(props.formData)
    ? (props.formData as TimeSegment[])
    : [];
  const update = (next: TimeSegment[]) =>
    props.onChange(fixSegmentOverlaps(next), props.fieldPathId.path);
  const select = (value: number, onChange: (v: number) => void, label: string) => (
    <Select
      aria-label={label}
      style={{ width: 100 }}
      value={value}
      onChange={onChange}
      options={slots.map((s) => ({ value: Number(s.value), label: s.label }))}
    />
  );
  return (
    <Space orientation="vertical">
      <span>{props.schema.title}</span>
      {segments.map((s, i) => (
        <Space key={i}>
          {select(
            s.start,
            (v) => update(segments.map((x, j) => (j === i ? { ...x, start: v } : x))),
            `第${i + 1}段开始`,
          )}
          {select(
            s.end,
            (v) => update(segments.map((x, j) => (j === i ? { ...x, end: v } : x))),
            `第${i + 1}段结束`,
          )}
          <Button onClick={() => update(segments.filter((_, j) => j !== i))}>删除</Button>
        </Space>
      ))}
      <Button onClick={() => update([...segments, { start: segments.at(-1)?.end ?? 0, end: 96 }])}>
        添加时段
      </Button>
    </Space>
  );
}
