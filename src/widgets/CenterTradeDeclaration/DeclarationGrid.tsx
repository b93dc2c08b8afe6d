// The declaration grid: a price and a volume input per row (segment, and unit for sellers), each with
// an accessible name such as "峰 价格" and its message under it, and the segment's remaining quota.
import { Input, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatValue } from '../../engine/values/format';
import type { Cell, GridErrors, GridRow, GridValues } from './declarationRows';
import { hourSpans, type Segment } from './segments';

/** Props of the grid. */
export interface DeclarationGridProps {
  rows: GridRow[];
  segments: Segment[];
  values: GridValues;
  errors: GridErrors;
  /** Remaining quota by segment id (null shows '-'); no column when the round has no quotas. */
  remaining?: Record<number, number | null>;
  /** Sellers declare per unit: the unit column shows. */
  perUnit: boolean;
  disabled: boolean;
  onChange(key: string, cell: Cell, text: string): void;
  onBlur(key: string, cell: Cell): void;
}

const cellNames: Record<Cell, string> = { price: '价格', volume: '电量' };

/**
 * What 剩余可申报电量 is (docs/market-rules.md, centralised bidding): the cap of one declaration, which
 * neither declaring nor this round's clearing lowers, so a trainee does not wait for it to go down.
 */
const remainingMeaning =
  '剩余可申报电量：本轮各时段申报电量合计的上限（额度上限减已用）。每次提交都会替换本企业本轮的全部申报，申报不冻结额度；出清后本轮即结束，成交电量计入持仓，不再从本轮额度中扣减。';

function CellInput(props: DeclarationGridProps & { row: GridRow; cell: Cell }) {
  const { row, cell } = props;
  const error = props.errors[row.key]?.[cell];
  return (
    <div>
      <Input
        aria-label={`${row.label} ${cellNames[cell]}`}
        inputMode="decimal"
        placeholder={cell === 'price' ? '元/MWh' : 'MWh'}
        style={{ width: 160 }}
        value={props.values[row.key]?.[cell] ?? ''}
        status={error ? 'error' : undefined}
        disabled={props.disabled}
        onChange={(e) => props.onChange(row.key, cell, e.target.value)}
        onBlur={() => props.onBlur(row.key, cell)}
      />
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

/** The grid of one declaration. */
export function DeclarationGrid(props: DeclarationGridProps) {
  const { segments, remaining, perUnit } = props;
  const spanOf = (row: GridRow) => ({ rowSpan: row.segmentSpan });
  const columns: ColumnsType<GridRow> = [
    {
      key: 'segment',
      title: '交易时段',
      width: 200,
      onCell: spanOf,
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.segmentName}</Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {hourSpans(segments.find((s) => s.id === row.objId)?.hours ?? [])}
          </Typography.Text>
        </>
      ),
    },
    ...(perUnit
      ? [{ key: 'unit', title: '机组', render: (_: unknown, r: GridRow) => r.unitName }]
      : []),
    {
      key: 'price',
      title: '申报价格(元/MWh)',
      render: (_, row) => <CellInput {...props} row={row} cell="price" />,
    },
    {
      key: 'volume',
      title: '申报电量(MWh)',
      render: (_, row) => <CellInput {...props} row={row} cell="volume" />,
    },
    ...(remaining
      ? [
          {
            key: 'remaining',
            title: '剩余可申报电量(MWh)',
            align: 'right' as const,
            onCell: spanOf,
            render: (_: unknown, row: GridRow) => (
              <span data-testid={`remaining-${row.segmentName}`}>
                {formatValue(remaining[row.objId], { valueType: 'quota' })}
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Table<GridRow>
        size="small"
        bordered
        rowKey="key"
        columns={columns}
        dataSource={props.rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {remaining && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
          {remainingMeaning}
        </Typography.Paragraph>
      )}
    </>
  );
}
