// The monitor's board for one course: the counters (学员数, 企业数, 轮次数, 交易中轮次), each round's
// status and declared progress, the cleared volume and average price per round as a chart, and the
// totals by trade type.
import { Empty, Table } from 'antd';
import type { ReactNode } from 'react';
import type { ColumnsType } from 'antd/es/table';
import type { ChartBlock } from '../../engine/blocks/chart/types';
import { antdColumns } from '../../engine/blocks/table/columns';
import type { Column } from '../../engine/config/column';
import { useMediaQuery } from '../../engine/useMediaQuery';
import {
  courseCounters,
  roundTotalsByType,
  type CourseOverview,
  type RoundTypeTotal,
} from '../../widgets/Overview/figures';
import { OverviewChart } from '../../widgets/Overview/OverviewChart';
import { noRoundsText } from '../../widgets/Overview/LoadedState';
import { RoundList } from './RoundList';

/** Shown instead of the chart before any round has cleared. */
const noClearingText = '各轮次尚无成交';

// Cleared volume (columns) and average price (line) per round, as a chart block would describe it.
const roundChart: ChartBlock = {
  type: 'chart',
  source: { operation: 'getCourseOverview', itemsPath: 'rounds' },
  x: 'name',
  series: [
    { field: 'clearedVolume', name: '成交电量', kind: 'column', unit: 'MWh' },
    { field: 'averagePrice', name: '成交均价', kind: 'line', unit: '元/MWh' },
  ],
};

const totalColumns: Column[] = [
  { field: 'tradeTypeName', title: '交易类型' },
  { field: 'roundCount', title: '轮次数', valueType: 'integer' },
  { field: 'clearedVolume', title: '成交电量(MWh)', valueType: 'volume' },
  { field: 'money', title: '成交金额(元)', valueType: 'money' },
  { field: 'averagePrice', title: '成交均价(元/MWh)', valueType: 'price' },
];
const totalTableColumns = antdColumns(totalColumns, undefined) as ColumnsType<RoundTypeTotal>;

function Counters({ overview }: { overview: CourseOverview }) {
  const counters = courseCounters(overview);
  const items = [
    { label: '学员数', value: counters.traineeCount },
    { label: '企业数', value: counters.enterpriseCount },
    { label: '轮次数', value: counters.roundCount },
    { label: '交易中轮次', value: counters.declaringCount },
  ];
  return (
    <section className="monitor-counters" aria-label="课程概况">
      {items.map((item) => (
        <div key={item.label} className="monitor-counter" role="group" aria-label={item.label}>
          <div className="monitor-counter-label">{item.label}</div>
          <div className="monitor-counter-value">{item.value}</div>
        </div>
      ))}
    </section>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="monitor-panel" aria-label={title}>
      <h2 className="monitor-panel-title">{title}</h2>
      {/* Scrolls when the rounds outgrow the screen: focusable, so the keyboard scrolls it too. */}
      <div className="monitor-panel-body" tabIndex={0}>
        {children}
      </div>
    </section>
  );
}

/** The board of a course's overview. */
export function MonitorBoard({ overview }: { overview: CourseOverview }) {
  // 1920×1080 gives the charts room; 1366×768 keeps the whole board on one screen.
  const tall = useMediaQuery('(min-height: 1000px)');
  const rounds = overview.rounds;
  return (
    <div className="monitor-board">
      <Counters overview={overview} />
      {rounds.length === 0 ? (
        <Empty className="monitor-empty" description={noRoundsText} />
      ) : (
        <div className="monitor-main">
          <Panel title="轮次状态与申报进度">
            <RoundList rounds={rounds} />
          </Panel>
          <div className="monitor-side">
            <Panel title="各轮次成交电量与均价">
              {rounds.some((r) => r.clearedVolume > 0) ? (
                <OverviewChart
                  chart={roundChart}
                  rows={rounds}
                  theme="dark"
                  height={tall ? 400 : 220}
                  label="各轮次成交电量与均价"
                />
              ) : (
                // Empty axes would read as a broken chart on the projector.
                <Empty
                  className="monitor-empty"
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={noClearingText}
                />
              )}
            </Panel>
            <Panel title="分交易类型成交合计">
              <Table<RoundTypeTotal>
                size="small"
                rowKey="tradeType"
                columns={totalTableColumns}
                dataSource={roundTotalsByType(rounds)}
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
            </Panel>
          </div>
        </div>
      )}
    </div>
  );
}
