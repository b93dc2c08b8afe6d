// The `roundSelector` widget: props `type`, `isProvince`, `preferProvince`, `cycle` and `label` from
// config bindings. As a container (a widget block with `blocks`) it is a trade page's round scope: it
// makes one of the rounds it offers current (the linked `roundId`, else the current one unless the page
// prefers the other scope, else the first), shows "暂无相关交易信息" when it offers none, and draws its
// blocks for the chosen round only, so their `round.*` bindings never reach a round of another type.
import { Empty, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../engine/widgets';
import { emptyMessages } from '../../machines/messages';
import { BindingScope } from '../../engine/BindingScope';
import { useCourse } from '../../engine/useCourse';
import { RoundSelector } from './index';
import { filterRounds, initialRound, widgetQuery } from './roundFilter';

const text = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : String(value);

export { widgetQuery };

/** The round selector placed by a config, optionally with the blocks of the chosen round. */
export function RoundSelectorWidget({ props, children }: WidgetProps) {
  const label = text(props.label);
  const query = widgetQuery(props);
  const { rounds, round, send } = useCourse();
  const offered = filterRounds(rounds, query);
  const inScope = offered.find((r) => r.id === round?.id);
  const linkedId = text(props.roundId);
  // A deep link (or the page's preferred scope) chooses the round once, when the page has rounds to
  // offer; after that the user's choice (query button) stands. Until the course has made that round
  // current, the blocks wait, so they never start on the round that was current before.
  // (undefined: not chosen yet; null: chosen and reached, or nothing to choose.)
  const [opening, setOpening] = useState<number | null>();
  if (opening === undefined && offered.length > 0)
    setOpening(initialRound(offered, round?.id, linkedId, query.prefer)?.id ?? null);
  if (typeof opening === 'number' && inScope?.id === opening) setOpening(null);
  useEffect(() => {
    if (!children || offered.length === 0) return;
    const next = typeof opening === 'number' ? opening : inScope ? undefined : offered[0]?.id;
    if (next !== undefined && next !== round?.id) send({ type: 'SELECT_ROUND', roundId: next });
  }, [children, offered, inScope, opening, round, send]);
  const scoped = typeof opening === 'number' || opening === undefined ? undefined : inScope;
  // Result pages re-check readiness when the round's status changes (the clearing push).
  const scopeKey = props.reloadOnStatus ? `${scoped?.id}:${scoped?.status}` : `${scoped?.id}`;
  return (
    <>
      <RoundSelector query={query} {...(label ? { label } : {})} />
      {children &&
        (offered.length === 0 ? (
          <Empty description={emptyMessages.noTradingInformation} />
        ) : scoped ? (
          // The chosen round is the `round.*` of the blocks inside, explicitly.
          <BindingScope key={scopeKey} extend={{ round: scoped }}>
            {children}
          </BindingScope>
        ) : (
          <Spin />
        ))}
    </>
  );
}
