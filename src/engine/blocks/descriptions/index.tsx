// The descriptions block: label and value pairs of one record, drawn with the value types' read renderers.
import { Descriptions } from 'antd';
import { BlockState } from '../../BlockState';
import { useEngine } from '../../env';
import type { BlockProps } from '../../registry';
import { isVisible } from '../../rules/evaluate';
import { rowsOf, useDataSource } from '../../useDataSource';
import { readPath } from '../../values/format';
import { withProvinceNames } from '../../values/provinces';
import { readValue } from '../../values/valueTypes';
import type { DescriptionsBlock } from './types';

/** The record a response describes: the first row of a list, else the response itself. */
export function recordOf(data: unknown, itemsPath?: string): Record<string, unknown> | undefined {
  const rows = rowsOf(data, itemsPath);
  if (rows.length > 0) return rows[0];
  const value = itemsPath ? readPath(data, itemsPath) : data;
  return value && typeof value === 'object' && !Array.isArray(value) && !('items' in value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * Pairs per line by window width (antd's breakpoints): the block's count where the page is wide, at
 * most two on a tablet and one on a phone, so a label and its value keep a readable width.
 */
export function responsiveColumns(columns: number) {
  const narrow = Math.min(columns, 2);
  return { xs: 1, sm: narrow, md: narrow, lg: columns, xl: columns, xxl: columns };
}

/** Renders a `descriptions` block. */
export function DescriptionsBlockView({ block }: BlockProps<DescriptionsBlock>) {
  const state = useDataSource(block.source);
  const { rules, bindings } = useEngine();
  const fields = withProvinceNames(
    block.fields.filter((f) => !f.hideInTable && isVisible(f.visibleWhen, rules)),
    bindings.course,
  );
  return (
    <BlockState state={state} isEmpty={(d) => recordOf(d, block.source.itemsPath) === undefined}>
      {(data) => {
        const record = recordOf(data, block.source.itemsPath) ?? {};
        return (
          <Descriptions
            size="small"
            bordered
            column={responsiveColumns(block.columns ?? 3)}
            items={fields.map((f) => ({
              key: f.field,
              label: f.title,
              children: readValue(readPath(record, f.field), f),
            }))}
          />
        );
      }}
    </BlockState>
  );
}
