// A seller's day-ahead declaration: one offer card per unit of the enterprise, a curve for the whole day
// or one per time range; inter-provincial offers name the enterprise's (sending) province and are kept
// apart from the provincial ones. Only sending provinces offer there: a receiving seller is told so.
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { Enterprise, Round } from '../../engine/env';
import { useCourse } from '../../engine/useCourse';
import { useEngine } from '../../engine/env';
import {
  loadOffers,
  loadOwnProvince,
  previousDayRound,
  type DayAheadOffer,
  type Generator,
} from './api';
import { roundPriceRule } from '../../engine/values/roundPriceRule';
import { UnitOfferCard } from './UnitOfferCard';

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      units: Generator[];
      offers: DayAheadOffer[];
      /** The province's name on the inter-provincial page when it receives (it does not offer). */
      receiving: string | null;
    };

/** The name of the enterprise's province when it receives, on the inter-provincial page; else null. */
async function receivingProvince(
  api: Parameters<typeof loadOwnProvince>[0],
  sceneId: number | undefined,
  province: string,
): Promise<string | null> {
  if (sceneId === undefined) return null;
  const own = await loadOwnProvince(api, sceneId, province);
  return own.sending ? null : own.name;
}

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
  const { rounds, course } = useCourse();
  const sceneId = course?.sceneId;
  const province = String(enterprise.province ?? '');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.all([
      loadOffers(
        api,
        courseId,
        round.id,
        enterprise.id,
        interProvincial ? 'interProvincial' : 'provincial',
      ),
      interProvincial ? receivingProvince(api, sceneId, province) : null,
    ]).then(
      ([data, receiving]) => live && setLoad({ status: 'ready', ...data, receiving }),
      (error: unknown) => live && setLoad({ status: 'error', message: (error as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [api, courseId, sceneId, province, round.id, enterprise.id, interProvincial, attempt]);

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
  if (load.receiving !== null)
    return (
      <Alert
        type="info"
        showIcon
        title={`本企业所在省（${load.receiving}）为受端，不参与省间现货报价`}
        description="省间现货只由送端省份的机组报价；本企业的机组请在日前申报（发电）页面申报省内报价。"
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
          province={interProvincial ? province || null : null}
          price={roundPriceRule(round.declarationRules)}
          closed={closed}
          onSaved={saved}
        />
      ))}
    </Space>
  );
}
