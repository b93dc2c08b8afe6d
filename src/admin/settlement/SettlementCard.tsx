// 月度结算 on the teacher's course page: choose a month the course traded and 全部企业 or one
// enterprise (teaching-mode settlement on a trainee's behalf), settle it (the trainees' reports then
// show it), and see how many enterprises each month has settled. A refusal (a round of the month still
// taking declarations) is shown in Chinese; nothing is lost by it.
import { Alert, App, Button, Card, Popconfirm, Select, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useServices } from '../../shell/services';
import type { AdminRound } from '../steps/types';
import { useLoad } from '../useLoad';
import { SettledMonths } from './SettledMonths';
import {
  enterpriseLabel,
  loadSettledMonths,
  loadSettlementEnterprises,
  monthKey,
  monthLabel,
  settleEnterprise,
  settleMonth,
  tradedMonths,
} from './settlementApi';

/** Props: the course and its rounds as the page loaded them (`roundsLoading` until they are). */
export interface SettlementCardProps {
  courseId: number;
  rounds: readonly AdminRound[];
  roundsLoading?: boolean;
}

/** The enterprise choice's value for the whole course. */
const everyone = 0;

/** The course's monthly settlement. */
export function SettlementCard({ courseId, rounds, roundsLoading = false }: SettlementCardProps) {
  const { api } = useServices();
  const { message } = App.useApp();
  const settled = useLoad(useCallback(() => loadSettledMonths(api, courseId), [api, courseId]));
  const enterprises = useLoad(
    useCallback(() => loadSettlementEnterprises(api, courseId), [api, courseId]),
  );
  const months = tradedMonths(rounds);
  const [chosen, setChosen] = useState<number | null>(null);
  const [chosenEnterprise, setChosenEnterprise] = useState(everyone);
  const [running, setRunning] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const key = chosen ?? (months[0] ? monthKey(months[0]) : null);
  const month = months.find((m) => monthKey(m) === key) ?? null;
  const enterprise = enterprises.data?.find((e) => e.id === chosenEnterprise) ?? null;
  const question = !month
    ? ''
    : enterprise
      ? `是否结算${enterprise.name}${monthLabel(month)}的报告？`
      : `是否结算${monthLabel(month)}的全部企业？`;

  const run = async () => {
    if (!month) return;
    setRunning(true);
    const outcome = enterprise
      ? await settleEnterprise(api, courseId, month, enterprise)
      : await settleMonth(api, courseId, month);
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
          按各轮次的出清结果结算所选月份的全部企业或所选企业；学员随后可在结算报告中查看。重新结算会按最新结果刷新报告。
        </Typography.Text>
        <Space wrap>
          <Select
            aria-label="结算月份"
            style={{ minWidth: 160 }}
            value={key}
            loading={roundsLoading}
            placeholder={roundsLoading ? '加载中…' : '暂无交易月份'}
            options={months.map((m) => ({ value: monthKey(m), label: monthLabel(m) }))}
            onChange={(value: number) => setChosen(value)}
          />
          <Select
            aria-label="结算企业"
            style={{ minWidth: 240 }}
            value={chosenEnterprise}
            loading={enterprises.loading && !enterprises.data}
            showSearch={{ optionFilterProp: 'label' }}
            options={[
              { value: everyone, label: '全部企业' },
              ...(enterprises.data ?? []).map((e) => ({ value: e.id, label: enterpriseLabel(e) })),
            ]}
            onChange={(value: number) => setChosenEnterprise(value)}
          />
          <Popconfirm
            title={question}
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
        {enterprises.error && <Alert type="error" showIcon title={enterprises.error} />}
        <SettledMonths
          months={settled.data ?? (settled.error ? [] : null)}
          enterpriseCount={enterprises.data?.length ?? null}
        />
      </Space>
    </Card>
  );
}
