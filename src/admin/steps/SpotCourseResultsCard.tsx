// The teacher's table of the formal day-ahead result over the whole course: each enterprise's units
// and loads with their day energy, average price and revenue or cost.
import { useCallback } from 'react';
import { formatValue } from '../../engine/values/format';
import { useServices } from '../../shell/services';
import { LoadedTableCard } from '../LoadedTableCard';
import { useVersionedLoad } from '../useLoad';
import { loadSpotCourseResults, type CourseResultRow } from './spotCourseResults';
import type { RoundDetailProps } from './types';

/** The course-wide result table of a round whose formal clearing is ready. */
export function SpotCourseResultsCard({ round, version }: RoundDetailProps) {
  const { api } = useServices();
  const results = useVersionedLoad(
    useCallback(() => loadSpotCourseResults(api, round.id), [api, round.id]),
    version,
  );
  return (
    <LoadedTableCard<CourseResultRow>
      title={`各企业正式出清结果 · ${round.name}`}
      loaded={results}
      refreshText="刷新出清结果"
      rowKey={(r) => r.key}
      emptyText="正式出清结果中没有企业的机组或负荷"
      columns={[
        { title: '企业名称', dataIndex: 'enterpriseName' },
        {
          title: '角色',
          dataIndex: 'isBuyer',
          width: 120,
          render: (v: boolean) => formatValue(v, { valueType: 'role' }),
        },
        { title: '机组 / 负荷', dataIndex: 'unitName' },
        { title: '节点', dataIndex: 'busName', render: (v: string | null) => v ?? '-' },
        {
          title: '日电量(MWh)',
          dataIndex: 'energy',
          align: 'right',
          render: (v: number) => formatValue(v, { valueType: 'volume' }),
        },
        {
          title: '平均电价(元/MWh)',
          dataIndex: 'averagePrice',
          align: 'right',
          render: (v: number | null) => formatValue(v, { valueType: 'price' }),
        },
        {
          title: '收入 / 电费(元)',
          dataIndex: 'amount',
          align: 'right',
          render: (v: number) => formatValue(v, { valueType: 'money' }),
        },
      ]}
    />
  );
}
