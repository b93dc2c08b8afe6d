// The holdings response turned into what the modal shows (headless, tested without drawing): the
// trading units, and per unit a table of volume, average price and turnover for each trade series
// across the 24 hours, the total (合计) series last and left out for buyers (spec section 6).
import type { components } from '../../api/schema.gen';
import type { Column, ValueType } from '../../engine/config/column';

/** One trade series of the contract, with its deals per unit and hour. */
export type HoldingSeries = components['schemas']['HoldingByEnterprise'];

/** Series code of the total (合计) in the contract. */
export const totalTradeType = 0;

/** A trading unit (a generator, or the retailer itself). */
export interface TradingUnit {
  unitId: number;
  unitName: string;
}

/** The three measures of each series, in display order, with their value types. */
export const holdingMeasures = [
  { key: 'volume', label: '电量(MWh)', valueType: 'volume' },
  { key: 'price', label: '均价(元/MWh)', valueType: 'price' },
  { key: 'money', label: '电费(元)', valueType: 'money' },
] as const satisfies ReadonlyArray<{ key: string; label: string; valueType: ValueType }>;

/** One table row: a measure of a series, one value per hour (`h0` … `h23`). */
export interface HoldingRow {
  key: string;
  tradeType: number;
  tradeTypeName: string;
  measure: string;
  valueType: ValueType;
  /** Rows of the series (3) on its first row, 0 on the others: the series cell spans them. */
  seriesSpan: number;
  hours: Array<number | null>;
}

/** Field of the hour `hour` in exported rows. */
export const hourField = (hour: number) => `h${hour}`;

/** The units found in any series, in the order the server lists them. */
export function unitsOf(series: readonly HoldingSeries[]): TradingUnit[] {
  const units = new Map<number, string>();
  for (const s of series)
    for (const deal of s.longDealVolumeAndPrice) units.set(deal.unitId, deal.unitName);
  return [...units].map(([unitId, unitName]) => ({ unitId, unitName }));
}

/** The series a user sees: buyers never see the total; the total comes last. */
export function visibleSeries(series: readonly HoldingSeries[], isBuyer: boolean): HoldingSeries[] {
  const trades = series.filter((s) => s.tradeType !== totalTradeType);
  const total = series.filter((s) => s.tradeType === totalTradeType);
  return isBuyer ? trades : [...trades, ...total];
}

/** The rows of one unit's table: three per visible series. */
export function unitRows(
  series: readonly HoldingSeries[],
  unitId: number,
  isBuyer: boolean,
): HoldingRow[] {
  return visibleSeries(series, isBuyer).flatMap((s) => {
    const deals = s.longDealVolumeAndPrice.filter((d) => d.unitId === unitId);
    return holdingMeasures.map((m, i) => ({
      key: `${s.tradeType}-${m.key}`,
      tradeType: s.tradeType,
      tradeTypeName: s.tradeTypeName,
      measure: m.label,
      valueType: m.valueType,
      seriesSpan: i === 0 ? holdingMeasures.length : 0,
      hours: Array.from({ length: 24 }, (_, hour) => {
        const deal = deals.find((d) => d.timeId === hour);
        return deal ? deal[m.key] : null;
      }),
    }));
  });
}

/** Columns of the download: unit, series, measure, then the 24 hours (numbers, 2 decimals). */
export function exportColumns(hourTitle: (hour: number) => string): Column[] {
  return [
    { field: 'unitName', title: '交易单元' },
    { field: 'tradeTypeName', title: '交易类型' },
    { field: 'measure', title: '项目' },
    ...Array.from({ length: 24 }, (_, hour) => ({
      field: hourField(hour),
      title: hourTitle(hour),
      valueType: 'number' as const,
    })),
  ];
}

/** Rows of the download: every unit's table one after the other. */
export function exportRows(
  series: readonly HoldingSeries[],
  isBuyer: boolean,
): Record<string, unknown>[] {
  return unitsOf(series).flatMap((unit) =>
    unitRows(series, unit.unitId, isBuyer).map((row) => ({
      unitName: unit.unitName,
      tradeTypeName: row.tradeTypeName,
      measure: row.measure,
      ...Object.fromEntries(row.hours.map((v, hour) => [hourField(hour), v])),
    })),
  );
}
