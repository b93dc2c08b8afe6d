// The `bilateralProposal` widget (双边协商, /user/transaction/:id): the proposal entry of the current
// enterprise in the type-1 round the surrounding `roundSelector` chose. The proposals sent and received,
// their answers and the quotas around it are config tables (config/screens/bilateral/); this widget
// reads the counterparties and the round's segments through the same query cache.
import { Alert, Space, Spin, Tag, Typography } from 'antd';
import type { Enterprise, Round } from '../../engine/env';
import { useCourse } from '../../engine/useCourse';
import { rowsOf, useDataSource } from '../../engine/useDataSource';
import { selectPrompts } from '../../engine/values/numericRules';
import { defaultSegments, segmentsOf } from './proposalItems';
import { ProposalForm } from './ProposalForm';
import { RoundStatusLabel, useFreshStatus } from '../roundStatus';
import { roleTagProps } from '../roleTag';

function ProposalEntry({ round, enterprise }: { round: Round; enterprise: Enterprise }) {
  const status = useFreshStatus(round);
  const query = { roundId: { value: round.id }, enterpriseId: { value: enterprise.id } };
  const parties = useDataSource({ operation: 'getBilateralCounterparties', params: query });
  const object = useDataSource({
    operation: 'getCustomObject',
    params: { id: { value: round.id } },
  });
  if (parties.status === 'loading' || object.status === 'loading') return <Spin />;
  if (parties.status === 'error')
    return <Alert type="error" showIcon title={parties.message.replace(/^加载失败：/, '')} />;
  // Without the round's object solution the default 峰/平/谷 stand in (the server checks the ids).
  const segments = object.status === 'ready' ? segmentsOf(rowsOf(object.data)) : defaultSegments;
  const isBuyer = enterprise.isBuyer === true;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <RoundStatusLabel status={status} />
        <Typography.Text>当前企业：{enterprise.name}</Typography.Text>
        <Tag {...roleTagProps(isBuyer)}>{isBuyer ? '售电公司 · 买入' : '发电企业 · 卖出'}</Tag>
      </Space>
      <ProposalForm
        round={round}
        enterprise={enterprise}
        segments={segments}
        counterparties={rowsOf(parties.data) as unknown as Enterprise[]}
        // Spec section 4: quotation stopped (2) or ended (3) closes the negotiation.
        closed={status >= 2}
      />
    </Space>
  );
}

/** The proposal entry of the chosen round; asks for the enterprise first when none is chosen. */
export default function BilateralProposalWidget() {
  const { round, enterprise } = useCourse();
  if (!round) return null;
  if (!enterprise) return <Alert type="warning" showIcon title={selectPrompts.role} />;
  return (
    <ProposalEntry key={`${round.id}:${enterprise.id}`} round={round} enterprise={enterprise} />
  );
}
