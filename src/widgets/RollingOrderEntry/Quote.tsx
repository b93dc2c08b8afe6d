// The best bid and ask of the chosen book, read from the depth answers the book tables show, so a
// pushed change of the book updates them too.
import { Space, Typography } from 'antd';
import { formatValue } from '../../engine/values/format';
import { bestLevel, type DepthRow, type PeriodField } from './periods';

/**
 * Decimal places of book prices without round rules: the engine's 0.001 grid. A round's rules name its
 * own, as the book tables of the screen config show them (roundPriceDecimals).
 */
const BOOK_PRICE_DECIMALS = 3;

function levelText(row: DepthRow | undefined, decimals: number): string {
  if (!row) return '—';
  const price = formatValue(row.price, { valueType: 'price', decimals });
  const volume = formatValue(row.volume, { valueType: 'volume' });
  return `${price} 元/MWh（${volume} MWh）`;
}

/** 买一 and 卖一 of one book. */
export function Quote(props: {
  bids: readonly DepthRow[];
  asks: readonly DepthRow[];
  field: PeriodField;
  period: number | undefined;
  /** The round's price decimals (its declaration rules), when it names them. */
  priceDecimals: number | null | undefined;
}) {
  const bid = bestLevel(props.bids, props.field, props.period, 'bid');
  const ask = bestLevel(props.asks, props.field, props.period, 'ask');
  const decimals = props.priceDecimals ?? BOOK_PRICE_DECIMALS;
  return (
    <Space wrap size="large">
      <Typography.Text>
        买一：<span data-testid="best-bid">{levelText(bid, decimals)}</span>
      </Typography.Text>
      <Typography.Text>
        卖一：<span data-testid="best-ask">{levelText(ask, decimals)}</span>
      </Typography.Text>
    </Space>
  );
}
