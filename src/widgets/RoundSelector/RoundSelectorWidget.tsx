// The `roundSelector` widget: props `type`, `isProvince`, `cycle` and `label` from config bindings.
// As a container (a widget block with `blocks`) it is a trade page's round scope: it makes one of the
// rounds it offers current (the linked `roundId`, else the current one, else the first), shows "暂无相关
// 交易信息" when it offers none, and draws its blocks for the chosen round only, so their `round.*`
// bindings never reach a round of another type.
import { Empty, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import type { WidgetProps } from '../../engine/widgets';
import { emptyMessages } from '../../machines/messages';
import { BindingScope } from '../../engine/BindingScope';
import { useCourse } from '../../engine/useCourse';
import { RoundSelector } from './index';
import { filterRounds, widgetQuery } from './roundFilter';

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
  const linked = useRef(false);
  useEffect(() => {
    if (!children || offered.length === 0) return;
    // A deep link names its round once; after that the user's choice (query button) stands.
    const fromLink = linked.current ? undefined : offered.find((r) => String(r.id) === linkedId);
    linked.current = true;
    const next = fromLink ?? (inScope ? undefined : offered[0]);
    if (next && next.id !== round?.id) send({ type: 'SELECT_ROUND', roundId: next.id });
  }, [children, offered, inScope, linkedId, round, send]);
  // Result pages re-check readiness when the round's status changes (the clearing push).
  const scopeKey = props.reloadOnStatus ? `${inScope?.id}:${inScope?.status}` : `${inScope?.id}`;
  return (
    <>
      <RoundSelector query={query} {...(label ? { label } : {})} />
      {children &&
        (offered.length === 0 ? (
          <Empty description={emptyMessages.noTradingInformation} />
        ) : inScope ? (
          // The chosen round is the `round.*` of the blocks inside, explicitly.
          <BindingScope key={scopeKey} extend={{ round: inScope }}>
            {children}
          </BindingScope>
        ) : (
          <Spin />
        ))}
    </>
  );
}
