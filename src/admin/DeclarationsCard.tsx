// Who has declared in the selected round: every trading enterprise of the course with its role,
// declared / not declared and the time of its last declaration, with counts and a refresh button.
import { Alert, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { formatValue } from '../engine/values/format';
import type { Declaration } from './adminApi';
import type { AdminRound } from './roundSteps';
import type { Loaded } from './useLoad';

/** The declarations card; `round` null shows a hint to pick one. */
export function DeclarationsCard({
  round,
  declarations,
}: {
  round: AdminRound | null;
  declarations: Loaded<Declaration[]>;
}) {
  const rows = declarations.data ?? [];
  const declared = rows.filter((d) => d.isPrice).length;
  return (
    <Card
      title={round ? `申报情况 · ${round.name}` : '申报情况'}
      extra={
        round && (
          <Space>
            <Typography.Text data-testid="declared-count">
              已申报 {declared} / {rows.length}
            </Typography.Text>
            <Button onClick={declarations.reload} loading={declarations.loading}>
              刷新申报情况
            </Button>
          </Space>
        )
      }
    >
      {declarations.error && (
        <Alert type="error" showIcon title={declarations.error} style={{ marginBottom: 12 }} />
      )}
      {round === null ? (
        <Typography.Text type="secondary">请在上方选择一个交易轮次查看申报情况</Typography.Text>
      ) : (
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
      )}
    </Card>
  );
}
