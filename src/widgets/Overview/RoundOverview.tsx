// The `roundOverview` widget of the data panel: the course's rounds with their trade type, period,
// status tag, declared enterprises (已申报 x/y企业), cleared volume and average price, and links
// to the round's trade and result pages where the trade menu has them.
import { Progress, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { antdColumns } from '../../engine/blocks/table/columns';
import { cycleLabels } from '../../engine/values/format';
import type { Column } from '../../engine/config/column';
import { menus } from '../../engine/config/load';
import { useEngine } from '../../engine/env';
import { resolveMenu } from '../../engine/menu';
import { routePath } from '../../engine/routes';
import type { WidgetProps } from '../../engine/widgets';
import { declaredShare, declaredText, type RoundOverview } from './figures';
import { LoadedState, NoCourse, noRoundsText } from './LoadedState';
import { numberProp, useCourseOverview, useReloadOnRoundChange } from './overviewData';
import { roundLinks, type RoundLink } from './roundLinks';
import { RoundStatusTag } from '../roundStatus';

/** The cycle and period, e.g. 月度 2026年3月, or 日 2026年3月15日 for a daily round. */
export function roundPeriodText(round: Pick<RoundOverview, 'year' | 'month' | 'day' | 'cycle'>) {
  const day = round.cycle === 3 && round.day ? `${round.day}日` : '';
  return `${cycleLabels[round.cycle] ?? ''} ${round.year}年${round.month}月${day}`.trim();
}

type Row = RoundOverview & Record<string, unknown>;

const valueColumns: Column[] = [
  { field: 'name', title: '轮次名称', width: 160 },
  { field: 'tradeTypeName', title: '交易类型' },
];
const figureColumns: Column[] = [
  { field: 'clearedVolume', title: '成交电量(MWh)', valueType: 'volume' },
  { field: 'averagePrice', title: '成交均价(元/MWh)', valueType: 'price' },
];

function Links({ links }: { links: RoundLink[] }) {
  const { routes, navigate } = useEngine();
  if (links.length === 0) return <>-</>;
  return (
    <Space size={8} wrap>
      {links.map((link) => {
        const path = routePath(routes, link.route, link.params, link.query);
        return (
          <a
            key={link.key}
            href={path}
            onClick={(event) => {
              event.preventDefault();
              navigate(path);
            }}
          >
            {link.label}
          </a>
        );
      })}
    </Space>
  );
}

function Rounds({ rounds }: { rounds: RoundOverview[] }) {
  const { rules } = useEngine();
  const tradeMenu = useMemo(() => resolveMenu('trade', menus, rules), [rules]);
  const columns = useMemo<ColumnsType<Row>>(
    () => [
      ...(antdColumns(valueColumns, undefined) as ColumnsType<Row>),
      {
        key: 'period',
        title: '交易期',
        render: (_: unknown, row: Row) => roundPeriodText(row),
      },
      {
        key: 'status',
        title: '状态',
        // In the round type's words (a stopped spot round reads 停止申报), as the monitor shows it.
        render: (_: unknown, row: Row) => <RoundStatusTag status={row.status} type={row.type} />,
      },
      {
        key: 'declared',
        title: '申报情况',
        render: (_: unknown, row: Row) => (
          <div style={{ minWidth: 120 }}>
            {declaredText(row)}
            <Progress
              percent={Math.round(declaredShare(row) * 100)}
              size="small"
              showInfo={false}
              aria-label={`${row.name}申报进度`}
            />
          </div>
        ),
      },
      ...(antdColumns(figureColumns, undefined) as ColumnsType<Row>),
      {
        key: 'links',
        title: '操作',
        width: 150,
        render: (_: unknown, row: Row) => <Links links={roundLinks(tradeMenu, row)} />,
      },
    ],
    [tradeMenu],
  );
  return (
    <Table<Row>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rounds as Row[]}
      pagination={rounds.length > 10 ? { pageSize: 10 } : false}
      scroll={{ x: 'max-content' }}
    />
  );
}

function CourseRounds({ courseId }: { courseId: number }) {
  useReloadOnRoundChange();
  const state = useCourseOverview(courseId);
  return (
    <LoadedState
      state={state}
      isEmpty={(overview) => !overview || overview.rounds.length === 0}
      emptyText={noRoundsText}
    >
      {(overview) => <Rounds rounds={overview?.rounds ?? []} />}
    </LoadedState>
  );
}

/** The course's rounds (prop `courseId`). */
export default function RoundOverviewWidget({ props }: WidgetProps) {
  const courseId = numberProp(props.courseId);
  if (courseId === undefined) return <NoCourse />;
  return <CourseRounds courseId={courseId} />;
}
