// Custom rjsf widgets: numeric text input (checked by the spec section 5 rules on submit) and selects with
// the spec's prompts and fixed or fetched options.
import { Input, Select } from 'antd';
import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { Column, OptionItem } from '../../config/column';
import { useEngine } from '../../env';
import { rowsOf, useDataSource } from '../../useDataSource';
import { readPath } from '../../values/format';
import { selectPrompts } from '../../values/numericRules';
import { fixedOptions, tradedMonths } from './options';
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
  const { course } = useEngine();
  // Inside a course a month is one it trades; without one (no course entered) any month.
  const months = useMemo(
    () => (course.course ? tradedMonths(course.rounds) : undefined),
    [course.course, course.rounds],
  );
  if (!source) return { options: fixedOptions(column, months), loading: false };
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
