// Every proposal of a bilateral round for the teacher: who proposed what to whom and where it stands,
// following each proposal, answer and withdrawal by push; a row expands into its segments.
import { Table, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { formatValue } from '../../engine/values/format';
import { useServices } from '../../shell/services';
import { LoadedTableCard } from '../LoadedTableCard';
import { useDataChangedPush } from '../useDataChangedPush';
import { useVersionedLoad } from '../useLoad';
import { loadRoundProposals, type TeacherProposal } from './bilateralProposals';
import type { RoundDetailProps } from './types';
import { stateTagProps, type TagState } from '../../engine/values/stateTag';

const statusTags: Record<number, { text: string; state: TagState }> = {
  0: { text: '待确认', state: 'pending' },
  1: { text: '已接受', state: 'positive' },
  2: { text: '已拒绝', state: 'negative' },
  3: { text: '已撤回', state: 'neutral' },
};
const segmentNames: Record<number, string> = { 1: '峰', 2: '平', 3: '谷' };
const volume = (v: number) => formatValue(v, { valueType: 'volume' });
const price = (v: number) => formatValue(v, { valueType: 'price' });

/** The segments of one proposal. */
function ProposalItems({ proposal }: { proposal: TeacherProposal }) {
  return (
    <Table
      size="small"
      rowKey="objId"
      pagination={false}
      dataSource={proposal.items}
      columns={[
        { title: '时段', dataIndex: 'objId', render: (id: number) => segmentNames[id] ?? id },
        { title: '电量(MWh)', dataIndex: 'volume', align: 'right', render: volume },
        { title: '价格(元/MWh)', dataIndex: 'price', align: 'right', render: price },
      ]}
    />
  );
}

/** The round's proposals, reloaded on a step, a refresh or a push naming them. */
export function BilateralProposalsCard({ round, version }: RoundDetailProps) {
  const { api } = useServices();
  const [pushed, setPushed] = useState(0);
  useDataChangedPush(round.courseId, round.id, (operations) => {
    if (operations.includes('getBilateralProposals')) setPushed((n) => n + 1);
  });
  const proposals = useVersionedLoad(
    useCallback(() => loadRoundProposals(api, round.id), [api, round.id]),
    version + pushed,
  );
  const rows = proposals.data ?? [];
  const accepted = rows.filter((p) => p.status === 1);
  const contracted = accepted.reduce((sum, p) => sum + p.totalVolume, 0);
  // The contracts' money over their volume, as the round's clearing summary prices them.
  const money = accepted.reduce((sum, p) => sum + p.totalMoney, 0);
  const averagePrice = contracted > 0 ? `，均价 ${price(money / contracted)} 元/MWh` : '';
  return (
    <LoadedTableCard<TeacherProposal>
      title={`双边协商意向 · ${round.name}`}
      loaded={proposals}
      refreshText="刷新意向"
      extra={
        <span data-testid="bilateral-summary">{`共 ${rows.length} 条，已成交 ${accepted.length} 条 ${volume(contracted)} MWh${averagePrice}`}</span>
      }
      rowKey={(p) => p.id}
      emptyText="本轮尚无意向"
      expandable={{
        expandedRowRender: (p) => <ProposalItems proposal={p} />,
        expandRowByClick: true,
      }}
      columns={[
        { title: '编号', dataIndex: 'id', width: 72 },
        { title: '发起企业', dataIndex: 'fromEnterpriseName' },
        { title: '对方企业', dataIndex: 'toEnterpriseName' },
        { title: '机组', dataIndex: 'unitName', render: (v: string | null) => v ?? '-' },
        { title: '总电量(MWh)', dataIndex: 'totalVolume', align: 'right', render: volume },
        { title: '均价(元/MWh)', dataIndex: 'averagePrice', align: 'right', render: price },
        {
          title: '状态',
          dataIndex: 'status',
          width: 96,
          render: (s: number) => {
            const tag = statusTags[s];
            return tag ? <Tag {...stateTagProps(tag.state)}>{tag.text}</Tag> : s;
          },
        },
        { title: '拒绝/撤回原因', dataIndex: 'reason', render: (v: string | null) => v ?? '-' },
      ]}
    />
  );
}
