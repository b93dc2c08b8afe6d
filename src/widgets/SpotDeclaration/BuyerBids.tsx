// A buyer's day-ahead declaration: one 96-point bid per load of the enterprise, beside its forecast.
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { Enterprise, Round } from '../../engine/env';
import { useEngine } from '../../engine/env';
import { loadDemandBids, type DemandBid } from './api';
import { DemandBidCard } from './DemandBidCard';

type Data = Awaited<ReturnType<typeof loadDemandBids>>;
type Load =
  { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready' } & Data);

/** Props of the buyer panel. */
export interface BuyerBidsProps {
  round: Round;
  enterprise: Enterprise;
  courseId: number;
  closed: boolean;
}

/** The bids of every load of the enterprise in the round. */
export function BuyerBids({ round, enterprise, courseId, closed }: BuyerBidsProps) {
  const { client: api } = useEngine();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadDemandBids(api, courseId, round.id, enterprise.id).then(
      (data) => live && setLoad({ status: 'ready', ...data }),
      (error: unknown) => live && setLoad({ status: 'error', message: (error as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [api, courseId, round.id, enterprise.id, attempt]);

  if (load.status === 'loading') return <Spin />;
  if (load.status === 'error')
    return (
      <Alert
        type="error"
        showIcon
        title={load.message}
        action={<Button onClick={() => setAttempt((n) => n + 1)}>重试</Button>}
      />
    );
  if (load.demands.length === 0)
    return <Alert type="info" showIcon title="本企业没有可申报的负荷" />;
  const saved = (bid: DemandBid) =>
    setLoad({ ...load, bids: [...load.bids.filter((b) => b.demandId !== bid.demandId), bid] });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        每个负荷申报运行日96个时段的用电负荷（MW），可按时段批量填写或按预测填写后逐点调整。
      </Typography.Text>
      {load.demands.map((demand) => (
        <DemandBidCard
          key={`${round.id}:${demand.id}`}
          demand={demand}
          roundId={round.id}
          forecast={load.forecasts.get(demand.id) ?? []}
          bid={load.bids.find((b) => b.demandId === demand.id)}
          closed={closed}
          onSaved={saved}
        />
      ))}
    </Space>
  );
}
