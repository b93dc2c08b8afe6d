// The `tradeStatistics` widget of the data panel (/user/panel): the enterprise's 成交电量, 成交金额 and
// 成交均价 (money over volume) over all its trades in the course, and in how many of the course's
// rounds it has traded.
import { Card, Col, Row, Statistic } from 'antd';
import type { WidgetProps } from '../../engine/widgets';
import { formatValue } from '../../engine/values/format';
import type { ValueType } from '../../engine/config/column';
import { tradeTotals, type CourseOverview, type MyTrade } from './figures';
import { both, LoadedState, NoCourse } from './LoadedState';
import { numberProp, useCourseOverview, useMyTrades, useReloadOnRoundChange } from './overviewData';

/** One statistic card, found by its title as a group. */
function Figure({ title, value, suffix }: { title: string; value: string; suffix?: string }) {
  return (
    <Card size="small" role="group" aria-label={title}>
      <Statistic
        title={title}
        value={value}
        // The value as tables write it (value types' format), not regrouped by Statistic.
        formatter={() => value}
        {...(suffix && value !== '-' ? { suffix } : {})}
        styles={{ content: { fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' } }}
      />
    </Card>
  );
}

const shown = (value: number | null, valueType: ValueType) => formatValue(value, { valueType });

function Figures({ trades, overview }: { trades: MyTrade[]; overview: CourseOverview | null }) {
  const totals = tradeTotals(trades);
  const roundCount = overview?.rounds.length ?? 0;
  const figures = [
    { title: '成交电量', value: shown(totals.volume, 'volume'), suffix: 'MWh' },
    { title: '成交金额', value: shown(totals.money, 'money'), suffix: '元' },
    { title: '成交均价', value: shown(totals.averagePrice, 'price'), suffix: '元/MWh' },
    { title: '成交轮次 / 课程轮次', value: `${totals.tradedRounds} / ${roundCount}`, suffix: '轮' },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map((f) => (
        <Col key={f.title} xs={24} sm={12} xl={6}>
          <Figure {...f} />
        </Col>
      ))}
    </Row>
  );
}

function Statistics({ courseId, enterpriseId }: { courseId: number; enterpriseId?: number }) {
  useReloadOnRoundChange();
  const state = both(useMyTrades(courseId, enterpriseId), useCourseOverview(courseId));
  return (
    <LoadedState state={state}>
      {([trades, overview]) => <Figures trades={trades} overview={overview} />}
    </LoadedState>
  );
}

/** The statistic cards of the enterprise's trades (props `courseId`, `enterpriseId`). */
export default function TradeStatisticsWidget({ props }: WidgetProps) {
  const courseId = numberProp(props.courseId);
  const enterpriseId = numberProp(props.enterpriseId);
  if (courseId === undefined) return <NoCourse />;
  return (
    <Statistics courseId={courseId} {...(enterpriseId === undefined ? {} : { enterpriseId })} />
  );
}
