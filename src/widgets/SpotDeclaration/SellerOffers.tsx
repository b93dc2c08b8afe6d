// A seller's day-ahead declaration: one offer card per unit of the enterprise, each applying to all 96
// slots of the trading day; inter-provincial offers name the enterprise's (sending) province.
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { Enterprise, Round } from '../../engine/env';
import { useCourse } from '../../engine/useCourse';
import { useEngine } from '../../engine/env';
import { loadOffers, previousDayRound, type DayAheadOffer, type Generator } from './api';
import { priceRule } from './offerRows';
import { UnitOfferCard } from './UnitOfferCard';

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; units: Generator[]; offers: DayAheadOffer[] };

/** Props of the seller panel. */
export interface SellerOffersProps {
  round: Round;
  enterprise: Enterprise;
  courseId: number;
  interProvincial: boolean;
  closed: boolean;
}

/** The offers of every unit of the enterprise in the round. */
export function SellerOffers({
  round,
  enterprise,
  courseId,
  interProvincial,
  closed,
}: SellerOffersProps) {
  const { client: api } = useEngine();
  const { rounds } = useCourse();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadOffers(api, courseId, round.id, enterprise.id).then(
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
  if (load.units.length === 0) return <Alert type="info" showIcon title="本企业没有可申报的机组" />;
  const previous = previousDayRound(rounds, round);
  const saved = (offer: DayAheadOffer) =>
    setLoad({
      ...load,
      offers: [...load.offers.filter((o) => o.unitId !== offer.unitId), offer],
    });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        每台机组申报一条分段报价曲线（最多{10}
        段，出力逐段递增、报价不递减），适用于运行日全部96个时段。
        {interProvincial &&
          `省间现货报价以本企业所在省（${enterprise.provinceName ?? enterprise.province}）为送端。`}
      </Typography.Text>
      {load.units.map((unit) => (
        <UnitOfferCard
          key={`${round.id}:${unit.id}`}
          unit={unit}
          roundId={round.id}
          enterpriseId={enterprise.id}
          offer={load.offers.find((o) => o.unitId === unit.id)}
          previousRoundId={previous?.id}
          province={interProvincial ? String(enterprise.province ?? '') || null : null}
          price={priceRule(round.declarationRules)}
          closed={closed}
          onSaved={saved}
        />
      ))}
    </Space>
  );
}
