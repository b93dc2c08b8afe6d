// One enterprise's day-ahead declarations as the teacher reads them (the expanded row of the spot
// offers card): per unit its provincial offer and, when it made one, its inter-provincial offer, as
// steps per time range with a chart on demand; per load its 96-point bid by hour.
import { Button, Card, Descriptions, Empty, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { components } from '../../api/schema.gen';
import { formatValue } from '../../engine/values/format';
import { OfferCurvesChart } from './OfferCurvesChart';
import {
  bidHours,
  bidTotals,
  offerRows,
  type EnterpriseDeclaration,
  type HourRow,
  type OfferRow,
} from './spotDeclarations';
import { stateTagProps } from '../../engine/values/stateTag';

type Offer = components['schemas']['DayAheadOffer'];
type UnitDeclaration = components['schemas']['SpotUnitDeclaration'];
type DemandDeclaration = components['schemas']['SpotDemandDeclaration'];

const mw = (v: number | null) => (v === null ? '—' : formatValue(v, { valueType: 'volume' }));
const price = (v: number) => formatValue(v, { valueType: 'price' });

// The tables below sit in the expanded row of the card's small table. antd styles a table that is the
// only child of its parent there as a nested table (indented 40 px, pulled 8 px over its neighbours
// and the card's padding), so each one shares its parent with a caption or a summary.

/** An offer's steps per time range, under its caption: range, step, MW from–to, price. */
function OfferTable({ offer, caption }: { offer: Offer; caption: string }) {
  return (
    <div>
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text strong>{caption}</Typography.Text>
        <Typography.Text type="secondary">
          申报时间 {formatValue(offer.creationTime, { valueType: 'dateTime' })}
        </Typography.Text>
      </Space>
      <Table<OfferRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={offerRows(offer)}
        columns={[
          {
            title: '时段',
            dataIndex: 'range',
            width: 140,
            onCell: (row) => ({ rowSpan: row.rangeSpan }),
          },
          { title: '报价段', dataIndex: 'step', width: 80, render: (v: number) => `第${v}段` },
          {
            title: '出力区间（MW）',
            key: 'volume',
            render: (_, row) => `${mw(row.fromVolume)} ~ ${mw(row.toVolume)}`,
          },
          { title: '报价（元/MWh）', dataIndex: 'price', render: price },
        ]}
      />
    </div>
  );
}

/** A unit: its offers, or a note that it clears at its cost curve. */
function UnitOffers({ unit }: { unit: UnitDeclaration }) {
  const [chart, setChart] = useState(false);
  const { offer, interProvincialOffer: inter } = unit;
  return (
    <Card
      size="small"
      title={`${unit.unitName}（装机 ${mw(unit.capacity)} MW）`}
      data-testid={`unit-${unit.unitId}`}
      extra={
        <Space>
          {offer ? <Tag {...stateTagProps('positive')}>已报价</Tag> : <Tag>未报价</Tag>}
          {inter && <Tag {...stateTagProps('info')}>省间现货已报价</Tag>}
          {(offer ?? inter) && (
            <Button size="small" onClick={() => setChart((v) => !v)}>
              {chart ? '收起报价曲线' : '查看报价曲线'}
            </Button>
          )}
        </Space>
      }
    >
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        {offer ? (
          <OfferTable offer={offer} caption="省内日前报价" />
        ) : (
          <Typography.Text type="secondary">
            未申报省内报价，出清时按机组成本曲线报价
          </Typography.Text>
        )}
        {inter && <OfferTable offer={inter} caption="省间现货报价" />}
        {chart && offer && (
          <OfferCurvesChart offer={offer} unitName={unit.unitName} caption="省内日前报价曲线" />
        )}
        {chart && inter && (
          <OfferCurvesChart offer={inter} unitName={unit.unitName} caption="省间现货报价曲线" />
        )}
      </Space>
    </Card>
  );
}

/** A load: its bid by hour with the day's energy and peak, or a note that the forecast stands. */
function DemandBid({ demand }: { demand: DemandDeclaration }) {
  const { bid } = demand;
  const totals = bid ? bidTotals(bid) : null;
  return (
    <Card
      size="small"
      title={demand.demandName}
      data-testid={`demand-${demand.demandId}`}
      extra={bid ? <Tag {...stateTagProps('positive')}>已申报</Tag> : <Tag>未申报</Tag>}
    >
      {bid && totals ? (
        <div>
          <Descriptions
            size="small"
            style={{ marginBottom: 8 }}
            column={2}
            items={[
              { key: 'energy', label: '日申报电量', children: `${mw(totals.energyMwh)} MWh` },
              { key: 'peak', label: '最大申报负荷', children: `${mw(totals.peakMw)} MW` },
            ]}
          />
          <Table<HourRow>
            size="small"
            rowKey="hour"
            pagination={false}
            scroll={{ y: 320 }}
            dataSource={bidHours(bid)}
            columns={[
              { title: '时段', dataIndex: 'label', width: 140 },
              ...['00', '15', '30', '45'].map((minute, q) => ({
                title: `${minute}分（MW）`,
                key: minute,
                render: (_: unknown, row: HourRow) => mw(row.quarters[q] ?? null),
              })),
            ]}
          />
        </div>
      ) : (
        <Typography.Text type="secondary">未申报负荷，出清时按负荷预测</Typography.Text>
      )}
    </Card>
  );
}

/** Everything one enterprise declared in the round. */
export function EnterpriseDeclarationView({ enterprise }: { enterprise: EnterpriseDeclaration }) {
  const empty = enterprise.isBuyer
    ? enterprise.demands.length === 0
    : enterprise.units.length === 0;
  if (empty)
    return <Empty description={enterprise.isBuyer ? '该企业没有负荷' : '该企业没有机组'} />;
  // Width 0 growing to the cell: what is drawn at one width (a chart's canvas, the measured columns
  // of the bid table's fixed header) must not hold the card's columns at it when the window narrows.
  return (
    <div style={{ width: 0, minWidth: '100%' }}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {enterprise.isBuyer
          ? enterprise.demands.map((d) => <DemandBid key={d.demandId} demand={d} />)
          : enterprise.units.map((u) => <UnitOffers key={u.unitId} unit={u} />)}
      </Space>
    </div>
  );
}
