// Master-detail: the blocks of a table's `detail`, drawn for the selected row with `row.*` bindings.
import { Card } from 'antd';
import { useMemo } from 'react';
import { BindingScope } from '../../BindingScope';
import { BlockList } from '../../BlockList';
import type { DetailPanel as DetailConfig } from './types';

/** The detail area of the selected row. */
export function DetailPanel({
  detail,
  row,
}: {
  detail: DetailConfig;
  row: Record<string, unknown>;
}) {
  const scope = useMemo(() => ({ row }), [row]);
  return (
    <Card size="small" title={detail.title} style={{ marginTop: 16 }} data-testid="table-detail">
      <BindingScope extend={scope}>
        <BlockList blocks={detail.blocks} />
      </BindingScope>
    </Card>
  );
}
