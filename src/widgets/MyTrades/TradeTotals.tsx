// The totals of a set of trade lines, one line per direction: volume, money and average price.
import { Descriptions } from 'antd';
import { formatValue } from '../../engine/values/format';
import type { DirectionTotal } from './trades';

const directionNames = { 0: '买入', 1: '卖出' } as const;

/** Props of the totals: the totals per direction, and a title above them. */
export interface TradeTotalsProps {
  totals: DirectionTotal[];
  title?: string;
}

/** A bordered list of 电量, 金额 and 均价 per direction; nothing when there are no lines. */
export function TradeTotals({ totals, title }: TradeTotalsProps) {
  if (totals.length === 0) return null;
  const items = totals.flatMap((t) => {
    const name = directionNames[t.direction];
    return [
      {
        key: `${t.direction}-volume`,
        label: `${name}电量(MWh)`,
        children: formatValue(t.volume, { valueType: 'volume' }),
      },
      {
        key: `${t.direction}-money`,
        label: `${name}金额(元)`,
        children: formatValue(t.money, { valueType: 'money' }),
      },
      {
        key: `${t.direction}-price`,
        label: `${name}均价(元/MWh)`,
        children: formatValue(t.price, { valueType: 'price' }),
      },
    ];
  });
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 3 }}
      title={title}
      items={items}
      aria-label={title ?? '成交汇总'}
    />
  );
}
