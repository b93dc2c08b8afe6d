// The course's rounds for the teacher: name, type, period and status tag; the step buttons on
// centralised-bidding rows; '申报情况' picks the round whose declarations are listed below.
import { Button, Table, Tag, Typography } from 'antd';
import { formatValue } from '../engine/values/format';
import { roundPeriod } from '../widgets/RoundSelector/roundFilter';
import type { StepOutcome } from './adminApi';
import { RoundStepButtons } from './RoundStepButtons';
import {
  adminStatusColor,
  adminStatusLabel,
  centralBiddingType,
  type AdminRound,
  type StepSpec,
} from './roundSteps';

/** Props of the table. */
export interface RoundsTableProps {
  rounds: AdminRound[];
  loading: boolean;
  selectedId: number | null;
  onSelect(round: AdminRound): void;
  onOutcome(step: StepSpec, round: AdminRound, outcome: StepOutcome): void;
}

/** The rounds table. */
export function RoundsTable({
  rounds,
  loading,
  selectedId,
  onSelect,
  onOutcome,
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
            <Tag color={adminStatusColor(r)} data-testid={`round-status-${r.id}`}>
              {adminStatusLabel(r)}
            </Tag>
          ),
        },
        {
          title: '操作',
          key: 'steps',
          width: 330,
          render: (_: unknown, r) =>
            r.type === centralBiddingType ? (
              <RoundStepButtons round={r} onOutcome={onOutcome} />
            ) : (
              <Typography.Text type="secondary">请在对应交易模块中操作</Typography.Text>
            ),
        },
        {
          title: '申报情况',
          key: 'declarations',
          width: 100,
          render: (_: unknown, r) => (
            <Button type="link" size="small" onClick={() => onSelect(r)}>
              查看
            </Button>
          ),
        },
      ]}
    />
  );
}
