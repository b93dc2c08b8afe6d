// The sessions (场次) of a rolling-matching round, each with its state, what was ordered and traded in
// it, and its own start / end buttons (sessionSteps). A refusal reads "<step>失败：<reason>" above the
// table; after any answer the sessions are read again (the server also pushes the status change).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { invalidateOperations, operationKey } from '../../engine/query/operationKeys';
import { formatValue } from '../../engine/values/format';
import { useServices } from '../../shell/services';
import { RoundStepButtons } from '../RoundStepButtons';
import { AddSessionModal } from './AddSessionModal';
import { loadSessions, type RollingSession } from './rollingBook';
import { sessionSteps } from './rollingSessionSteps';
import type { AdminRound, RoundStep, StepOutcome } from './types';
import { stateTagProps, type TagState } from '../../engine/values/stateTag';

/** What a session is doing, as the teacher reads it. */
export function sessionState(
  session: RollingSession,
  sessions: readonly RollingSession[],
): { text: string; state: TagState } {
  if (session.status >= 2) return { text: '已结束', state: 'info' };
  if (session.hidden) return { text: '未开始', state: 'neutral' };
  // Orders go to the first started session still open; a later started one waits for it to end.
  const current = sessions.find((s) => !s.hidden && s.status <= 1);
  return current?.id === session.id
    ? { text: '交易中', state: 'positive' }
    : { text: '等待上一场结束', state: 'pending' };
}

/** A session as a round the step buttons understand: the market round's fields with its own state. */
const asRound = (market: AdminRound, s: RollingSession): AdminRound => ({
  ...market,
  id: s.id,
  name: s.name,
  status: s.status,
  hidden: s.hidden,
  parentId: market.id,
});

/**
 * The sessions table with 新增场次; a stopped or ended round without sessions shows nothing (it
 * traded while open, and no session can be added any more).
 */
export function RollingSessionsCard({ market }: { market: AdminRound }) {
  const { api } = useServices();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const sessions = useQuery({
    queryKey: operationKey('getRollingSessions', { roundId: market.id }),
    queryFn: () => loadSessions(api, market.id),
  });
  const list = sessions.data ?? [];
  // Sessions are added until the round stops quotation (the server refuses later).
  const canAdd = market.status < 2;
  if (sessions.isSuccess && list.length === 0 && !canAdd) return null;

  const onOutcome = (step: RoundStep, session: AdminRound, outcome: StepOutcome) => {
    if (outcome.ok) {
      message.success(`「${session.name}」${step.done}`);
      setFailure(null);
    } else {
      setFailure(`${step.label}失败：${outcome.message}`);
    }
    void invalidateOperations(client, ['getRollingSessions']);
  };
  const steps = sessionSteps(market);
  return (
    <Card
      title={`交易场次 · ${market.name}`}
      extra={
        canAdd && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            新增场次
          </Button>
        )
      }
    >
      <AddSessionModal
        open={adding}
        market={market}
        count={list.length}
        onClose={() => setAdding(false)}
        onAdded={(name) => {
          setAdding(false);
          message.success(`已新增「${name}」，点击「开始本场」后学员即可在其中下单`);
          void invalidateOperations(client, ['getRollingSessions']);
        }}
      />
      {sessions.error && (
        <Alert type="error" showIcon title={sessions.error.message} style={{ marginBottom: 12 }} />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setFailure(null) }}
          title={failure}
          style={{ marginBottom: 12 }}
          data-testid="session-notice"
        />
      )}
      <Table<RollingSession>
        rowKey="id"
        size="small"
        loading={sessions.isPending}
        dataSource={list}
        locale={{
          emptyText: '本轮未分场次：开启后连续交易。新增场次后，学员只能在已开始的场次中下单。',
        }}
        pagination={false}
        scroll={{ x: 760 }}
        columns={[
          { title: '场次', dataIndex: 'name' },
          {
            title: '状态',
            key: 'state',
            width: 130,
            render: (_, s) => {
              const state = sessionState(s, list);
              return (
                <Tag {...stateTagProps(state.state)} data-testid={`session-state-${s.id}`}>
                  {state.text}
                </Tag>
              );
            },
          },
          { title: '委托笔数', dataIndex: 'orderCount', width: 90 },
          { title: '成交笔数', dataIndex: 'tradeCount', width: 90 },
          {
            title: '成交电量（MWh）',
            dataIndex: 'tradedVolume',
            width: 130,
            render: (v: number) => formatValue(v, { valueType: 'volume' }),
          },
          {
            title: '操作',
            key: 'steps',
            width: 200,
            render: (_, s) => (
              <RoundStepButtons round={asRound(market, s)} steps={steps} onOutcome={onOutcome} />
            ),
          },
        ]}
      />
    </Card>
  );
}
