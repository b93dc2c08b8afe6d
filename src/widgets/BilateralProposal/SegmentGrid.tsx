// The segment grid of a proposal: per time segment (峰/平/谷) a volume and a price input, each with an
// accessible name such as "峰 电量" and its message under it.
import { Input, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Cell, Segment, SegmentErrors, SegmentValues } from './proposalItems';

/** Props of the grid. */
export interface SegmentGridProps {
  segments: Segment[];
  values: SegmentValues;
  errors: SegmentErrors;
  disabled: boolean;
  onChange(objId: number, cell: Cell, text: string): void;
  onBlur(objId: number, cell: Cell): void;
}

const cellNames: Record<Cell, string> = { volume: '电量', price: '价格' };

function CellInput(props: SegmentGridProps & { segment: Segment; cell: Cell }) {
  const { segment, cell } = props;
  const error = props.errors[segment.id]?.[cell];
  return (
    <div>
      <Input
        aria-label={`${segment.name} ${cellNames[cell]}`}
        inputMode="decimal"
        placeholder={cell === 'price' ? '元/MWh' : 'MWh'}
        // Fills its cell (at most 160 px), so the grid fits a narrow card such as a phone's.
        style={{ width: '100%', maxWidth: 160 }}
        value={props.values[segment.id]?.[cell] ?? ''}
        status={error ? 'error' : undefined}
        disabled={props.disabled}
        onChange={(e) => props.onChange(segment.id, cell, e.target.value)}
        onBlur={() => props.onBlur(segment.id, cell)}
      />
      {error && (
        <Typography.Text
          type="danger"
          role="alert"
          // Wraps under its input: a long message must not widen the grid past a narrow card.
          style={{ display: 'block', fontSize: 12, whiteSpace: 'normal' }}
        >
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

/** The volume and price inputs of every segment. */
export function SegmentGrid(props: SegmentGridProps) {
  const columns: ColumnsType<Segment> = [
    { key: 'segment', title: '时段', width: 56, render: (_, s) => s.name },
    {
      key: 'volume',
      title: '电量(MWh)',
      render: (_, segment) => <CellInput {...props} segment={segment} cell="volume" />,
    },
    {
      key: 'price',
      title: '价格(元/MWh)',
      render: (_, segment) => <CellInput {...props} segment={segment} cell="price" />,
    },
  ];
  return (
    <Table<Segment>
      size="small"
      bordered
      rowKey="id"
      columns={columns}
      dataSource={props.segments}
      pagination={false}
      // Fixed layout: the inputs share the card's width instead of pushing the grid past it.
      tableLayout="fixed"
    />
  );
}
