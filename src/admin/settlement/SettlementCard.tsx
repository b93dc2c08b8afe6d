// 月度结算 on the teacher's course page: choose a month the course traded, settle it for every
// enterprise (the trainees' reports then show it), and see which months are settled. A refusal (a
// round of the month still taking declarations) is shown in Chinese; nothing is lost by it.
import { Alert, App, Button, Card, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useServices } from '../../shell/services';
import type { AdminRound } from '../steps/types';
import { useLoad } from '../useLoad';
import { loadSettledMonths, monthLabel, settleMonth, tradedMonths } from './settlementApi';
import { stateTagProps } from '../../engine/values/stateTag';

/** Props: the course and its rounds as the page loaded them. */
export interface SettlementCardProps {
  courseId: number;
  rounds: readonly AdminRound[];
}

/** The course's monthly settlement. */
export function SettlementCard({ courseId, rounds }: SettlementCardProps) {
  const { api } = useServices();
  const { message } = App.useApp();
  const settled = useLoad(useCallback(() => loadSettledMonths(api, courseId), [api, courseId]));
  const months = tradedMonths(rounds);
  const [chosen, setChosen] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const key = chosen ?? (months[0] ? months[0].year * 100 + months[0].month : null);
  const month = months.find((m) => m.year * 100 + m.month === key) ?? null;

  const run = async () => {
    if (!month) return;
    setRunning(true);
    const outcome = await settleMonth(api, courseId, month);
    setRunning(false);
    if (outcome.ok) {
      setRefusal(null);
      message.success(outcome.notice ?? `${monthLabel(month)}已结算`);
    } else {
      setRefusal(`结算失败：${outcome.message}`);
    }
    settled.reload();
  };

  return (
    <Card title="月度结算">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          按各轮次的出清结果结算所选月份的全部企业；学员随后可在结算报告中查看。重新结算会按最新结果刷新报告。
        </Typography.Text>
        <Space wrap>
          <Select
            aria-label="结算月份"
            style={{ minWidth: 160 }}
            value={key}
            placeholder="暂无交易月份"
            options={months.map((m) => ({ value: m.year * 100 + m.month, label: monthLabel(m) }))}
            onChange={(value: number) => setChosen(value)}
          />
          <Popconfirm
            title={month ? `是否结算${monthLabel(month)}的全部企业？` : ''}
            okText="确定"
            cancelText="取消"
            onConfirm={() => void run()}
            disabled={!month}
          >
            <Button type="primary" loading={running} disabled={!month}>
              结算
            </Button>
          </Popconfirm>
        </Space>
        {refusal && (
          <Alert
            type="error"
            showIcon
            title={refusal}
            closable={{ onClose: () => setRefusal(null) }}
          />
        )}
        {settled.error && <Alert type="error" showIcon title={settled.error} />}
        <Space wrap size={[4, 8]}>
          <Typography.Text>已结算：</Typography.Text>
          {(settled.data ?? []).length === 0 ? (
            <Typography.Text type="secondary">尚无</Typography.Text>
          ) : (
            (settled.data ?? []).map((m) => (
              <Tag key={m.year * 100 + m.month} {...stateTagProps('positive')}>
                {monthLabel(m)}
              </Tag>
            ))
          )}
        </Space>
      </Space>
    </Card>
  );
}
