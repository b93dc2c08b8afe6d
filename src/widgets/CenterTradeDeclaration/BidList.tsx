// The enterprise's stored bids of the round, each with a delete button while the round declares.
import { Button, Popconfirm, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatValue } from '../../engine/values/format';
import type { Channel } from './api';
import type { Bid, Unit } from './declarationRows';
import type { Segment } from './segments';

/** Props of the list. */
export interface BidListProps {
  bids: Bid[];
  segments: Segment[];
  /** The seller's units (the unit column); null for buyers. */
  units: Unit[] | null;
  /** Channels of an inter-provincial round (the channel column); empty otherwise. */
  channels: Channel[];
  priceDecimals: number;
  disabled: boolean;
  onDelete(bid: Bid): void;
}

/** The stored bids as a table. */
export function BidList({ bids, segments, units, channels, ...props }: BidListProps) {
  const segmentName = (bid: Bid) => segments.find((s) => s.id === bid.objId)?.name ?? '-';
  const unitName = (bid: Bid) => units?.find((u) => u.unitId === bid.unitId)?.name ?? '-';
  const label = (bid: Bid) => (units ? `${segmentName(bid)} ${unitName(bid)}` : segmentName(bid));
  const columns: ColumnsType<Bid> = [
    { key: 'segment', title: '交易时段', render: (_, bid) => segmentName(bid) },
    ...(units
      ? [{ key: 'unit', title: '机组', render: (_: unknown, bid: Bid) => unitName(bid) }]
      : []),
    ...(channels.length
      ? [
          {
            key: 'channel',
            title: '省间通道',
            render: (_: unknown, bid: Bid) =>
              channels.find((c) => c.id === bid.channelId)?.name ?? '-',
          },
        ]
      : []),
    {
      key: 'price',
      title: '申报价格(元/MWh)',
      align: 'right',
      render: (_, bid) =>
        formatValue(bid.price, { valueType: 'price', decimals: props.priceDecimals }),
    },
    {
      key: 'volume',
      title: '申报电量(MWh)',
      align: 'right',
      render: (_, bid) => formatValue(bid.volume, { valueType: 'volume' }),
    },
    {
      key: 'time',
      title: '申报时间',
      render: (_, bid) => formatValue(bid.creationTime, { valueType: 'dateTime' }),
    },
    {
      key: 'delete',
      title: '操作',
      render: (_, bid) => (
        <Popconfirm
          title="确定删除这条申报吗？"
          okText="确定"
          cancelText="取消"
          disabled={props.disabled}
          onConfirm={() => props.onDelete(bid)}
        >
          <Button
            type="link"
            danger
            size="small"
            disabled={props.disabled}
            aria-label={`删除 ${label(bid)}`}
          >
            删除
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Table<Bid>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={bids}
      pagination={false}
      locale={{ emptyText: '本轮尚未申报' }}
    />
  );
}
