// The round selector (spec section 2): label "交易名称" (or "运行日" on report pages), the round's
// year/month/day and a query button. Rounds come from the current course, filtered by the route query.
import { Button, Form, Select, Tag } from 'antd';
import { useState } from 'react';
import { emptyMessages } from '../../machines/messages';
import { useCourse } from '../../engine/useCourse';
import type { Round } from '../../engine/env';
import { filterRounds, roundPeriod, type RoundQuery } from './roundFilter';

/** Props of the selector. */
export interface RoundSelectorProps {
  query: RoundQuery;
  /** Report pages say "运行日". */
  label?: string;
  onQuery?(round: Round): void;
}

/** Picks a round of the current course and makes it the current round. */
export function RoundSelector({ query, label = '交易名称', onQuery }: RoundSelectorProps) {
  const { rounds, round, send } = useCourse();
  const offered = filterRounds(rounds, query);
  // A pick belongs to the current round it was made under: when the current round changes (another
  // page, a push, a container choosing one), the select shows the new one.
  const [pick, setPick] = useState<{ under: number | undefined; id: number }>();
  const current = offered.find((r) => r.id === round?.id) ?? offered[0];
  const picked = pick && pick.under === round?.id ? pick.id : current?.id;
  const chosen = offered.find((r) => r.id === picked);
  return (
    <Form layout="inline" style={{ marginBottom: 16 }}>
      {/* Never wider than the page: a long round name shortens with an ellipsis on a phone. */}
      <Form.Item label={label} style={{ maxWidth: '100%' }}>
        <Select
          // Wide enough for a long round name (2026年3月15日分时段滚动撮合) beside the arrow, at most
          // most of a phone's width, so the label and the select share its line.
          style={{ minWidth: 'min(320px, 55vw)', maxWidth: '100%' }}
          placeholder="请选择交易名称"
          aria-label={label}
          value={picked}
          onChange={(id: number) => setPick({ under: round?.id, id })}
          options={offered.map((r) => ({ value: r.id, label: r.name }))}
          notFoundContent={emptyMessages.noTradingInformation}
        />
      </Form.Item>
      {chosen && (
        <Form.Item>
          <Tag>{roundPeriod(chosen)}</Tag>
        </Form.Item>
      )}
      <Form.Item>
        <Button
          type="primary"
          disabled={!chosen}
          onClick={() => {
            if (!chosen) return;
            send({ type: 'SELECT_ROUND', roundId: chosen.id });
            onQuery?.(chosen);
          }}
        >
          查询
        </Button>
      </Form.Item>
    </Form>
  );
}
