// The teacher's live card for a rolling-matching round: trade count and volume, every province's books
// (depth per price level, best bid and ask, the listings open there with the takes waiting on them) and
// the latest trades, under the sessions with their buttons.
// Answers sit in the app's query cache keyed by operation id; the hub's OnDataChanged for this round
// marks the operations it names stale, so the card follows every order and trade without polling.
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { invalidateOperations, operationKey } from '../../engine/query/operationKeys';
import { createQueryClient } from '../../engine/query/queryClient';
import { formatValue } from '../../engine/values/format';
import { claimQueryCache, useQueryCacheSlot } from '../../shell/queryCacheSlot';
import { useServices } from '../../shell/services';
import { useDataChangedPush } from '../useDataChangedPush';
import {
  bookOperation,
  cardOperations,
  groupBooks,
  loadBookNames,
  loadBookSide,
  loadListings,
  loadTrades,
  pendingTotal,
  summariseTrades,
  type Book,
  type BookLevel,
  type BookNames,
  type ListingTrade as Trade,
} from './rollingBook';
import { ListingLines } from './RollingListingLines';
import { RollingSessionsCard } from './RollingSessionsCard';
import { RoundPriceDecimals, useRoundPrice } from './roundPrice';
import type { RoundDetailProps } from './types';

/** Trades listed under the books, newest first. */
const latestTradeCount = 10;

const volume = (v: number) => formatValue(v, { valueType: 'volume' });

/** The card, on the app's query cache (made here when no screen has made it yet). */
export function RollingBookCard(props: RoundDetailProps) {
  const slot = useQueryCacheSlot();
  const { getToken } = useServices();
  const [client] = useState(() => claimQueryCache(slot, getToken(), createQueryClient));
  return (
    <QueryClientProvider client={client}>
      <RollingBookView {...props} />
    </QueryClientProvider>
  );
}

function RollingBookView({ round, version }: RoundDetailProps) {
  const { api } = useServices();
  const client = useQueryClient();
  const params = { roundId: round.id };
  const bidsOp = bookOperation(round.cycle, 'bids');
  const asksOp = bookOperation(round.cycle, 'asks');
  const bids = useQuery({
    queryKey: operationKey(bidsOp, params),
    queryFn: () => loadBookSide(api, round, 'bids'),
  });
  const asks = useQuery({
    queryKey: operationKey(asksOp, params),
    queryFn: () => loadBookSide(api, round, 'asks'),
  });
  const listings = useQuery({
    queryKey: operationKey('getListingOrders', params),
    queryFn: () => loadListings(api, round.id),
  });
  const trades = useQuery({
    queryKey: operationKey('getListingTrades', params),
    queryFn: () => loadTrades(api, round.id),
  });
  const names = useQuery({
    queryKey: ['rollingBookNames', round.id],
    queryFn: () => loadBookNames(api, round),
    staleTime: Infinity,
  });

  useDataChangedPush(round.courseId, round.id, (named) => {
    void invalidateOperations(client, named);
  });
  // A step, the page's refresh button or a round push after the card mounted: read everything again.
  const seenVersion = useRef(version);
  useEffect(() => {
    if (version === seenVersion.current) return;
    seenVersion.current = version;
    void invalidateOperations(client, cardOperations(round.cycle));
  }, [version, client, round.cycle]);

  const books = groupBooks(bids.data ?? [], asks.data ?? [], listings.data ?? []);
  const summary = summariseTrades(trades.data ?? []);
  const error = [bids.error, asks.error, listings.error, trades.error].find((e) => e !== null);
  const loading = bids.isFetching || asks.isFetching || listings.isFetching || trades.isFetching;
  const hourly = round.cycle === 3;
  // Declared prices (depth, listings, trades) in the round's decimals; the average stays at 2.
  const decimals = round.declarationRules?.priceDecimals ?? 2;
  return (
    <RoundPriceDecimals.Provider value={decimals}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <RollingSessionsCard market={round} />
        <Card
          title={`实时盘口 · ${round.name}`}
          extra={
            <Button
              onClick={() => void invalidateOperations(client, cardOperations(round.cycle))}
              loading={loading}
            >
              刷新盘口
            </Button>
          }
        >
          {error && (
            <Alert type="error" showIcon title={error.message} style={{ marginBottom: 12 }} />
          )}
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 4 }}
            items={[
              {
                key: 'count',
                label: '成交笔数',
                children: <span data-testid="trade-count">{summary.count}</span>,
              },
              {
                key: 'volume',
                label: '成交电量',
                children: <span data-testid="trade-volume">{`${volume(summary.volume)} MWh`}</span>,
              },
              {
                key: 'price',
                label: '成交均价',
                children: (
                  <span data-testid="trade-price">
                    {summary.averagePrice === null
                      ? '-'
                      : `${formatValue(summary.averagePrice, { valueType: 'price' })} 元/MWh`}
                  </span>
                ),
              },
              { key: 'books', label: '有委托的盘口', children: books.length },
              {
                key: 'pending',
                label: '摘牌待分配',
                children: (
                  <span data-testid="pending-volume">{`${volume(pendingTotal(listings.data ?? []))} MWh`}</span>
                ),
              },
            ]}
          />
          <BookTable books={books} names={names.data} hourly={hourly} loading={bids.isPending} />
          <TradeTable
            trades={(trades.data ?? []).slice(-latestTradeCount).reverse()}
            names={names.data}
            hourly={hourly}
          />
        </Card>
      </Space>
    </RoundPriceDecimals.Provider>
  );
}

/** Price levels of one side, best first: "415.00 × 120.00（2笔）". */
function Depth({ levels, testId }: { levels: BookLevel[]; testId: string }) {
  const price = useRoundPrice();
  if (levels.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <div data-testid={testId}>
      {levels.map((l) => (
        <div key={l.price}>{`${price(l.price)} × ${volume(l.volume)}（${l.orderCount}笔）`}</div>
      ))}
    </div>
  );
}

const nameOf = (
  names: BookNames | undefined,
  kind: 'province' | 'period',
  id: number | null | undefined,
) => (id === null || id === undefined ? '-' : names ? names[kind](id) : String(id));

function BookTable(props: {
  books: Book[];
  names: BookNames | undefined;
  hourly: boolean;
  loading: boolean;
}) {
  const { names } = props;
  const price = useRoundPrice();
  return (
    <Table<Book>
      rowKey="key"
      size="small"
      style={{ marginTop: 12 }}
      loading={props.loading}
      dataSource={props.books}
      pagination={false}
      scroll={{ x: 760 }}
      locale={{ emptyText: '暂无未成交的委托或挂牌' }}
      columns={[
        { title: '省份', key: 'province', render: (_, b) => nameOf(names, 'province', b.province) },
        {
          title: props.hourly ? '小时' : '时段',
          key: 'period',
          render: (_, b) => nameOf(names, 'period', b.period),
        },
        {
          title: '最高买价',
          key: 'bestBid',
          render: (_, b) => (
            <span data-testid={`best-bid-${b.key}`}>
              {b.bids[0] ? price(b.bids[0].price) : '-'}
            </span>
          ),
        },
        {
          title: '最低卖价',
          key: 'bestAsk',
          render: (_, b) => (
            <span data-testid={`best-ask-${b.key}`}>
              {b.asks[0] ? price(b.asks[0].price) : '-'}
            </span>
          ),
        },
        {
          title: '买方挂单（元/MWh × MWh）',
          key: 'bids',
          render: (_, b) => <Depth levels={b.bids} testId={`bids-${b.key}`} />,
        },
        {
          title: '卖方挂单（元/MWh × MWh）',
          key: 'asks',
          render: (_, b) => <Depth levels={b.asks} testId={`asks-${b.key}`} />,
        },
        {
          title: '挂牌（元/MWh × MWh，摘牌待分配）',
          key: 'listings',
          render: (_, b) => <ListingLines listings={b.listings} testId={`listings-${b.key}`} />,
        },
      ]}
    />
  );
}

function TradeTable(props: { trades: Trade[]; names: BookNames | undefined; hourly: boolean }) {
  const { names } = props;
  const price = useRoundPrice();
  return (
    <Table<Trade>
      rowKey="id"
      size="small"
      style={{ marginTop: 12 }}
      title={() => `最新成交（最近 ${latestTradeCount} 笔）`}
      dataSource={props.trades}
      pagination={false}
      scroll={{ x: 760 }}
      locale={{ emptyText: '暂无成交' }}
      columns={[
        {
          title: '成交时间',
          dataIndex: 'creationTime',
          render: (v: string) => formatValue(v, { valueType: 'dateTime' }),
        },
        {
          title: props.hourly ? '小时' : '时段',
          key: 'period',
          render: (_, t) => nameOf(names, 'period', props.hourly ? t.timeId : t.objId),
        },
        { title: '价格（元/MWh）', dataIndex: 'price', render: (v: number) => price(v) },
        { title: '电量（MWh）', dataIndex: 'volume', render: (v: number) => volume(v) },
        { title: '买方', dataIndex: 'buyerName', render: (v?: string) => v ?? '-' },
        { title: '卖方', dataIndex: 'sellerName', render: (v?: string) => v ?? '-' },
      ]}
    />
  );
}
