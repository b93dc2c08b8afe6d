// The best bid and ask of the chosen book, read from the depth answers the book tables show, so a
// pushed change of the book updates them too.
import { Space, Typography } from 'antd';
import { formatValue } from '../../engine/values/format';
import { bestLevel, type DepthRow, type PeriodField } from './periods';

/** Decimal places of book prices: the engine's 0.001 grid, as the book tables of the screen config show. */
const BOOK_PRICE_DECIMALS = 3;

function levelText(row: DepthRow | undefined): string {
  if (!row) return '—';
  const price = formatValue(row.price, { valueType: 'price', decimals: BOOK_PRICE_DECIMALS });
  const volume = formatValue(row.volume, { valueType: 'volume' });
  return `${price} 元/MWh（${volume} MWh）`;
}

/** 买一 and 卖一 of one book. */
export function Quote(props: {
  bids: readonly DepthRow[];
  asks: readonly DepthRow[];
  field: PeriodField;
  period: number | undefined;
}) {
  const bid = bestLevel(props.bids, props.field, props.period, 'bid');
  const ask = bestLevel(props.asks, props.field, props.period, 'ask');
  return (
    <Space wrap size="large">
      <Typography.Text>
        买一：<span data-testid="best-bid">{levelText(bid)}</span>
      </Typography.Text>
      <Typography.Text>
        卖一：<span data-testid="best-ask">{levelText(ask)}</span>
      </Typography.Text>
    </Space>
  );
}
