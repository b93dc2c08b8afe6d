// The monitor's rounds: name, trade type, status tag, the declared progress bar (declared enterprises
// over the round's enterprises) and the cleared volume and average price.
import { Progress } from 'antd';
import { formatValue } from '../../engine/values/format';
import { declaredShare, declaredText, type RoundOverview } from '../../widgets/Overview/figures';
import { RoundStatusTag } from '../../widgets/roundStatus';

function RoundLine({ round }: { round: RoundOverview }) {
  const percent = Math.round(declaredShare(round) * 100);
  const price = formatValue(round.averagePrice, { valueType: 'price' });
  return (
    <li className="monitor-round" aria-label={round.name}>
      <div className="monitor-round-head">
        <span className="monitor-round-name" title={round.name}>
          {round.name}
        </span>
        <span className="monitor-round-type">{round.tradeTypeName}</span>
        <span data-testid="round-status">
          <RoundStatusTag status={round.status} type={round.type} />
        </span>
      </div>
      <div className="monitor-round-progress">
        <Progress
          percent={percent}
          size="small"
          aria-label={`${round.name}申报进度`}
          format={() => `${percent}%`}
        />
        <span className="monitor-round-declared">{declaredText(round)}</span>
      </div>
      <div className="monitor-round-figures">
        成交 {formatValue(round.clearedVolume, { valueType: 'volume' })} MWh · 均价{' '}
        {price === '-' ? '-' : `${price} 元/MWh`}
      </div>
    </li>
  );
}

/** Every round of the course, in the overview's order. */
export function RoundList({ rounds }: { rounds: readonly RoundOverview[] }) {
  return (
    <ul className="monitor-rounds">
      {rounds.map((round) => (
        <RoundLine key={round.id} round={round} />
      ))}
    </ul>
  );
}
