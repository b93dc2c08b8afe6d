// The round selector (spec section 2): label "交易名称" (or "运行日" on report pages), the round's
// year/month/day and a query button. Rounds come from the current course, filtered by the route query.
import { Button, Form, Select, Tag } from 'antd';
import { useState } from 'react';
import { useCourseApi, useCourseState } from '../../session/CourseProvider';
import type { Round } from '../../session/courseStore';
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
  const { rounds, round } = useCourseState();
  const { store } = useCourseApi();
  const offered = filterRounds(rounds, query);
  const [picked, setPicked] = useState<number | undefined>(
    offered.find((r) => r.id === round?.id)?.id ?? offered[0]?.id,
  );
  const chosen = offered.find((r) => r.id === picked);
  return (
    <Form layout="inline" style={{ marginBottom: 16 }}>
      <Form.Item label={label}>
        <Select
          style={{ minWidth: 240 }}
          placeholder="请选择交易名称"
          value={picked}
          onChange={setPicked}
          options={offered.map((r) => ({ value: r.id, label: r.name }))}
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
            store.update({ round: chosen });
            onQuery?.(chosen);
          }}
        >
          查询
        </Button>
      </Form.Item>
    </Form>
  );
}
