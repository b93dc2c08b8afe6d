// The listings (挂牌) open in one book of the teacher's live card, one line each: poster, side, price ×
// open volume and, under pro rata, the volume takes wait for until the session ends.
import { Typography } from 'antd';
import { directionLabels, formatValue } from '../../engine/values/format';
import type { OpenListing } from './rollingBook';
import { useRoundPrice } from './roundPrice';

const volume = (v: number) => formatValue(v, { valueType: 'volume' });

/** "华鲁发电有限公司 卖出 380.00 × 50.00（摘牌待分配 150.00）", or - when nothing is listed. */
export function ListingLines({ listings, testId }: { listings: OpenListing[]; testId: string }) {
  const price = useRoundPrice();
  if (listings.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <div data-testid={testId}>
      {listings.map((l) => {
        const pending = l.pendingVolume ?? 0;
        const poster = l.enterpriseName ? `${l.enterpriseName} ` : '';
        const waiting = pending > 0 ? `（摘牌待分配 ${volume(pending)}）` : '';
        return (
          <div key={l.id}>
            {`${poster}${directionLabels[l.direction]} ${price(l.price)} × ${volume(l.openVolume ?? 0)}${waiting}`}
          </div>
        );
      })}
    </div>
  );
}
