// A seller's day-ahead declaration: one offer card per unit of the enterprise, a curve for the whole day
// or one per time range; inter-provincial offers name the enterprise's (sending) province and are kept
// apart from the provincial ones.
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { Enterprise, Round } from '../../engine/env';
import { useCourse } from '../../engine/useCourse';
import { useEngine } from '../../engine/env';
import { loadOffers, previousDayRound, type DayAheadOffer, type Generator } from './api';
import { roundPriceRule } from '../../engine/values/roundPriceRule';
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
    loadOffers(
      api,
      courseId,
      round.id,
      enterprise.id,
      interProvincial ? 'interProvincial' : 'provincial',
    ).then(
      (data) => live && setLoad({ status: 'ready', ...data }),
      (error: unknown) => live && setLoad({ status: 'error', message: (error as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [api, courseId, round.id, enterprise.id, interProvincial, attempt]);

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
        每台机组申报分段报价曲线（最多{10}
        段，出力逐段递增、报价不递减）：全天统一一条曲线，或分时段各报一条（各时段首尾相接覆盖全天96个时段）。
        {interProvincial &&
          `省间现货报价以本企业所在省（${enterprise.provinceName ?? enterprise.province}）为送端，与省内报价分别申报；省间出清电量在省内正式出清时从机组可用出力中扣除。`}
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
          price={roundPriceRule(round.declarationRules)}
          closed={closed}
          onSaved={saved}
        />
      ))}
    </Space>
  );
}
