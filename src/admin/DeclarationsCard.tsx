// Who has declared in the selected round: every trading enterprise of the course with its role,
// declared / not declared and the time of its last declaration, with counts and a refresh button.
// The default card under the rounds table, for markets that bring none of their own.
import { Card, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { formatValue } from '../engine/values/format';
import { useServices } from '../shell/services';
import { loadDeclarations, type Declaration } from './adminApi';
import { LoadedTableCard } from './LoadedTableCard';
import type { RoundDetailProps } from './steps/types';
import { useVersionedLoad } from './useLoad';

/** The declarations of one round, reloaded when `version` grows. */
export function DeclarationsCard({ round, version }: RoundDetailProps) {
  const { api } = useServices();
  const declarations = useVersionedLoad(
    useCallback(() => loadDeclarations(api, round.id), [api, round.id]),
    version,
  );
  const rows = declarations.data ?? [];
  const declared = rows.filter((d) => d.isPrice).length;
  return (
    <LoadedTableCard<Declaration>
      title={`申报情况 · ${round.name}`}
      loaded={declarations}
      refreshText="刷新申报情况"
      extra={
        <Typography.Text data-testid="declared-count">
          已申报 {declared} / {rows.length}
        </Typography.Text>
      }
      rowKey={(d) => d.enterpriseId}
      emptyText="该轮次没有参与交易的企业"
      columns={[
        { title: '企业名称', dataIndex: 'enterpriseName' },
        {
          title: '角色',
          dataIndex: 'isBuyer',
          width: 120,
          render: (v: boolean | undefined) => formatValue(v === true, { valueType: 'role' }),
        },
        {
          title: '申报状态',
          dataIndex: 'isPrice',
          width: 120,
          render: (v: boolean) =>
            v ? <Tag color="green">已申报</Tag> : <Tag color="default">未申报</Tag>,
        },
        {
          title: '申报时间',
          dataIndex: 'declaredAt',
          width: 180,
          render: (v: unknown) => formatValue(v, { valueType: 'dateTime' }),
        },
      ]}
    />
  );
}

/** The card with no round picked: a hint to pick one. */
export function NoRoundCard() {
  return (
    <Card title="申报情况">
      <Typography.Text type="secondary">请在上方选择一个交易轮次查看申报情况</Typography.Text>
    </Card>
  );
}
