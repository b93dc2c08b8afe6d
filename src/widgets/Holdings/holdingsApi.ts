// The two calls of the holdings modal through the typed client. Spec section 8: holdings load failures
// are silently ignored, so the calls skip the global error notice and a failure reads as no data.
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { withoutErrorNotice } from '../../api/types';
import type { HoldingSeries } from './holdingsTable';

/** Net contract power of one hour (MW). */
export type NetPowerPoint = components['schemas']['NetVolumePoint'];

/** What the modal asks for: the enterprise, month, optional day and market (province key or -1). */
export interface HoldingsQuery {
  courseId: number;
  enterpriseId: number;
  month: number;
  day?: number;
  province?: string;
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** The parameters both calls share. */
const common = (q: HoldingsQuery) => ({
  courseId: q.courseId,
  enterpriseId: q.enterpriseId,
  month: q.month,
  ...optional('day', q.day),
});

/** The enterprise's holdings by series, unit and hour; empty when the call fails. */
export async function loadHoldings(api: ApiClient, q: HoldingsQuery): Promise<HoldingSeries[]> {
  const { data } = await api.GET('/api/app/reportHelp/longDealAllDataByEnterpriseNew', {
    params: {
      query: { ...common(q), ...optional('province', q.province) },
    },
    headers: withoutErrorNotice,
  });
  return data?.items ?? [];
}

/**
 * Net contract power per hour of one unit (all units when `unitId` is left out); empty when the
 * call fails.
 */
export async function loadNetPower(
  api: ApiClient,
  q: HoldingsQuery,
  unitId: number | undefined,
): Promise<NetPowerPoint[]> {
  const { data } = await api.GET('/api/app/reportHelp/longDealChartCountData', {
    params: {
      query: { ...common(q), ...optional('unitId', unitId) },
    },
    headers: withoutErrorNotice,
  });
  return data?.items ?? [];
}

/**
 * The answer of `load` for `key`; undefined while it loads, or while `key` is null (not yet askable).
 * Older answers never overwrite newer.
 */
export function useLoaded<T>(
  key: string | null,
  load: () => Promise<T>,
  fallback: T,
): T | undefined {
  const [answer, setAnswer] = useState<{ key: string; value: T }>();
  useEffect(() => {
    if (key === null) return;
    let live = true;
    load().then(
      (value) => live && setAnswer({ key, value }),
      () => live && setAnswer({ key, value: fallback }),
    );
    return () => {
      live = false;
    };
    // `key` stands for everything `load` reads; the closure is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return key !== null && answer?.key === key ? answer.value : undefined;
}
