// The course's rounds for the teacher: name, type, period and status tag; the step buttons of the
// round's market; '详情' picks the round whose card is shown below.
import { Button, Table, Tag, Typography } from 'antd';
import { formatValue } from '../engine/values/format';
import { roundPeriod } from '../widgets/RoundSelector/roundFilter';
import { adminStatusLabel, adminStatusState } from './roundTags';
import { RoundStepButtons } from './RoundStepButtons';
import { stepsFor } from './steps';
import type { AdminRound, RoundStep, StepOutcome } from './steps/types';
import { stateTagProps } from '../engine/values/stateTag';

/** Props of the table. */
export interface RoundsTableProps {
  rounds: AdminRound[];
  loading: boolean;
  selectedId: number | null;
  onSelect(round: AdminRound): void;
  onOutcome(step: RoundStep, round: AdminRound, outcome: StepOutcome): void;
  /** Opens the round's settings; offered until the round has ended (sessions are not edited here). */
  onEdit?(round: AdminRound): void;
}

/** The rounds table. */
export function RoundsTable({
  rounds,
  loading,
  selectedId,
  onSelect,
  onOutcome,
  onEdit,
}: RoundsTableProps) {
  return (
    <Table<AdminRound>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rounds}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText: '该课程还没有交易轮次' }}
      rowClassName={(r) => (r.id === selectedId ? 'ant-table-row-selected' : '')}
      columns={[
        { title: '轮次名称', dataIndex: 'name' },
        {
          title: '交易类型',
          dataIndex: 'type',
          width: 110,
          render: (type: number, r) =>
            `${r.isInterProvincial ? '省间' : ''}${formatValue(type, { valueType: 'roundType' })}`,
        },
        {
          title: '交易周期',
          key: 'period',
          width: 190,
          render: (_: unknown, r) =>
            `${formatValue(r.cycle, { valueType: 'cycle' })} · ${roundPeriod(r)}`,
        },
        {
          title: '状态',
          key: 'status',
          width: 100,
          render: (_: unknown, r) => (
            <Tag {...stateTagProps(adminStatusState(r))} data-testid={`round-status-${r.id}`}>
              {adminStatusLabel(r)}
            </Tag>
          ),
        },
        {
          title: '操作',
          key: 'steps',
          width: 330,
          render: (_: unknown, r) => {
            const market = stepsFor(r);
            return market ? (
              <RoundStepButtons
                round={r}
                steps={market.steps}
                {...(market.loadStages ? { loadStages: market.loadStages } : {})}
                onOutcome={onOutcome}
              />
            ) : (
              <Typography.Text type="secondary">该交易类型暂无教师操作</Typography.Text>
            );
          },
        },
        {
          title: '详情',
          key: 'detail',
          width: 120,
          render: (_: unknown, r) => (
            <>
              <Button type="link" size="small" onClick={() => onSelect(r)}>
                查看
              </Button>
              {onEdit && r.status !== 3 && r.parentId == null && (
                <Button type="link" size="small" onClick={() => onEdit(r)}>
                  编辑
                </Button>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
