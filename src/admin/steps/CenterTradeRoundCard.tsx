// The teacher's card for a centralised-bidding round: once it is cleared, the clearing's totals (what
// the 出清 step answered: volume, average price, number of trades) and each market's clearing per time
// segment; above who has declared, which it shows in every state.
import { Alert, Button, Card, Descriptions, Space, Table, Typography } from 'antd';
import { useCallback } from 'react';
import { formatValue } from '../../engine/values/format';
import { useServices } from '../../shell/services';
import { DeclarationsCard } from '../DeclarationsCard';
import { useVersionedLoad } from '../useLoad';
import { clearedPriceText } from './clearedPrice';
import { loadCenterTradeOutcome, type MarketClearing } from './centerTradeResults';
import type { RoundDetailProps } from './types';

const volume = (v: number) => formatValue(v, { valueType: 'volume' });
const price = (v: number | null) => (v === null ? '-' : formatValue(v, { valueType: 'price' }));

/** The clearing result of an ended round, then its declarations. */
export function CenterTradeRoundCard({ round, version }: RoundDetailProps) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {round.status === 3 && <ClearingResultCard round={round} version={version} />}
      <DeclarationsCard round={round} version={version} />
    </Space>
  );
}

/** 出清结果: the totals and a row per market and time segment. */
function ClearingResultCard({ round, version }: RoundDetailProps) {
  const { api } = useServices();
  const { id, courseId, isInterProvincial: between } = round;
  const outcome = useVersionedLoad(
    useCallback(
      () => loadCenterTradeOutcome(api, { id, courseId, isInterProvincial: between }),
      [api, id, courseId, between],
    ),
    version,
  );
  const summary = outcome.data?.summary ?? null;
  return (
    <Card
      title={`出清结果 · ${round.name}`}
      extra={
        <Button onClick={outcome.reload} loading={outcome.loading}>
          刷新出清结果
        </Button>
      }
    >
      {outcome.error && (
        <Alert type="error" showIcon title={outcome.error} style={{ marginBottom: 12 }} />
      )}
      {summary ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          data-testid="clearing-summary"
          items={[
            { key: 'volume', label: '成交电量', children: `${volume(summary.clearedVolume)} MWh` },
            { key: 'price', label: '成交均价', children: clearedPriceText(summary) },
            { key: 'count', label: '成交笔数', children: `${summary.tradeCount} 笔` },
            {
              key: 'time',
              label: '出清时间',
              children: formatValue(summary.finishedAt, { valueType: 'dateTime' }),
            },
          ]}
        />
      ) : (
        outcome.data && (
          <Typography.Text type="secondary">
            本轮出清时未记录成交汇总，各时段的出清见下表。
          </Typography.Text>
        )
      )}
      <Table<MarketClearing>
        rowKey="key"
        size="small"
        style={{ marginTop: 12 }}
        loading={outcome.loading && !outcome.data}
        dataSource={outcome.data?.markets ?? []}
        pagination={false}
        locale={{ emptyText: '暂无出清结果' }}
        columns={[
          { title: between ? '省间通道' : '省份', dataIndex: 'market' },
          { title: '交易时段', dataIndex: 'segment' },
          { title: '出清电量(MWh)', dataIndex: 'volume', align: 'right', render: volume },
          {
            title: between ? '出清价格（送端，元/MWh）' : '出清价格(元/MWh)',
            dataIndex: 'price',
            align: 'right',
            render: price,
          },
          ...(between
            ? [
                {
                  title: '受端价格（含输电价，元/MWh）',
                  dataIndex: 'receivingPrice',
                  align: 'right' as const,
                  render: price,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
