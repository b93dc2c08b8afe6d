// The `tradeCertificates` widget (我的交易 · 交易凭证, /user/cert/:id, the exam's side-menu entry): one
// certificate per round the enterprise traded in, stating the round, series, enterprise and delivery
// period, the round's lines and their totals, so a trainee answers the paper from their own facts.
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Flex } from 'antd';
import { BlockState } from '../../engine/BlockState';
import { useCourse } from '../../engine/useCourse';
import { certificateColumns } from './columns';
import { TradesTable } from './TradesTable';
import { TradeTotals } from './TradeTotals';
import { groupByRound, totalsByDirection, type RoundTrades } from './trades';
import { useMyTrades } from './useMyTrades';
import './certificate.css';

function Certificate({ group, enterpriseName }: { group: RoundTrades; enterpriseName: string }) {
  return (
    <Card
      size="small"
      className="trade-certificate"
      title="交易凭证"
      extra={group.roundName}
      aria-label={`交易凭证 ${group.roundName}`}
    >
      <Flex vertical gap={12}>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'round', label: '交易名称', children: group.roundName },
            { key: 'series', label: '交易类型', children: group.tradeTypeName },
            { key: 'enterprise', label: '交易主体', children: enterpriseName },
            { key: 'period', label: '交割期', children: group.period },
          ]}
        />
        <TradesTable
          columns={certificateColumns}
          rows={group.lines}
          label={`${group.roundName} 成交明细`}
        />
        <TradeTotals totals={totalsByDirection(group.lines)} title="合计" />
      </Flex>
    </Card>
  );
}

/** The certificates of every round with a cleared line, in round order, and a print button. */
export default function TradeCertificatesWidget() {
  const { enterprise } = useCourse();
  const { state, trades, hasCourse } = useMyTrades();
  if (!hasCourse) return <Empty description="请先进入课程，再查看交易凭证" />;
  const groups = groupByRound(trades);
  // A retailer's lines name the enterprise itself; a generator's name its units.
  const enterpriseName = enterprise?.name ?? trades.find((t) => t.unitId == null)?.unitName ?? '-';
  return (
    <Flex vertical gap={16} className="trade-certificates">
      <Flex justify="end" className="trade-certificates-actions">
        <Button
          icon={<PrinterOutlined />}
          disabled={groups.length === 0}
          onClick={() => window.print()}
        >
          打印凭证
        </Button>
      </Flex>
      <BlockState
        state={state}
        isEmpty={() => groups.length === 0}
        emptyText="暂无成交记录，交易出清后将在此生成交易凭证"
      >
        {() => (
          <Flex vertical gap={16}>
            {groups.map((g) => (
              <Certificate key={g.roundId} group={g} enterpriseName={enterpriseName} />
            ))}
          </Flex>
        )}
      </BlockState>
    </Flex>
  );
}
