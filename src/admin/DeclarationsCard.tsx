// Who has declared in the selected round: every trading enterprise of the course with its role,
// declared / not declared and the time of its last declaration, with counts and a refresh button.
// The default card under the rounds table, for markets that bring none of their own.
import { Alert, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect } from 'react';
import { formatValue } from '../engine/values/format';
import { useServices } from '../shell/services';
import { loadDeclarations, type Declaration } from './adminApi';
import type { AdminRound, RoundDetailProps } from './steps/types';
import { useLoad } from './useLoad';

/** Loads the round's declarations again whenever `version` grows. */
function useDeclarations(roundId: number, version: number) {
  const { api } = useServices();
  const declarations = useLoad(useCallback(() => loadDeclarations(api, roundId), [api, roundId]));
  const { reload } = declarations;
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  return declarations;
}

/** The declarations of one round. */
export function DeclarationsCard({ round, version }: RoundDetailProps) {
  const declarations = useDeclarations(round.id, version);
  return <DeclarationsView round={round} declarations={declarations} />;
}

/** The card with no round picked: a hint to pick one. */
export function NoRoundCard() {
  return (
    <Card title="申报情况">
      <Typography.Text type="secondary">请在上方选择一个交易轮次查看申报情况</Typography.Text>
    </Card>
  );
}

function DeclarationsView({
  round,
  declarations,
}: {
  round: AdminRound;
  declarations: ReturnType<typeof useDeclarations>;
}) {
  const rows = declarations.data ?? [];
  const declared = rows.filter((d) => d.isPrice).length;
  return (
    <Card
      title={`申报情况 · ${round.name}`}
      extra={
        <Space>
          <Typography.Text data-testid="declared-count">
            已申报 {declared} / {rows.length}
          </Typography.Text>
          <Button onClick={declarations.reload} loading={declarations.loading}>
            刷新申报情况
          </Button>
        </Space>
      }
    >
      {declarations.error && (
        <Alert type="error" showIcon title={declarations.error} style={{ marginBottom: 12 }} />
      )}
      <Table<Declaration>
        rowKey="enterpriseId"
        size="small"
        loading={declarations.loading && !declarations.data}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '该轮次没有参与交易的企业' }}
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
    </Card>
  );
}
