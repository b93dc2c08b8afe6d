// What each enterprise declared in a day-ahead round, for the teacher: one row per trading enterprise
// with how many of its units or loads declared; a row expands into its offers and bids.
import { Tag } from 'antd';
import { useCallback } from 'react';
import { formatValue } from '../../engine/values/format';
import { useServices } from '../../shell/services';
import { LoadedTableCard } from '../LoadedTableCard';
import { useVersionedLoad } from '../useLoad';
import { EnterpriseDeclarationView } from './EnterpriseDeclarationView';
import {
  declaredCount,
  loadSpotDeclarations,
  type EnterpriseDeclaration,
} from './spotDeclarations';
import type { RoundDetailProps } from './types';
import { stateTagProps } from '../../engine/values/stateTag';

/** The round's offers and bids by enterprise, reloaded when `version` grows. */
export function SpotOffersCard({ round, version }: RoundDetailProps) {
  const { api } = useServices();
  const declarations = useVersionedLoad(
    useCallback(() => loadSpotDeclarations(api, round.id), [api, round.id]),
    version,
  );
  const rows = declarations.data ?? [];
  const hasInter = rows.some((e) => e.units.some((u) => u.interProvincialOffer));
  return (
    <LoadedTableCard<EnterpriseDeclaration>
      title={`报价与负荷申报 · ${round.name}`}
      loaded={declarations}
      refreshText="刷新申报详情"
      rowKey={(e) => e.enterpriseId}
      emptyText="该轮次没有参与交易的企业"
      expandable={{
        expandedRowRender: (e) => <EnterpriseDeclarationView enterprise={e} />,
        expandRowByClick: true,
      }}
      columns={[
        { title: '企业名称', dataIndex: 'enterpriseName' },
        {
          title: '角色',
          dataIndex: 'isBuyer',
          width: 120,
          render: (v: boolean) => formatValue(v, { valueType: 'role' }),
        },
        {
          title: '申报情况',
          key: 'declared',
          width: 200,
          render: (_, e) => {
            const { declared, total } = declaredCount(e);
            const what = e.isBuyer ? '负荷' : '机组';
            const state =
              total > 0 && declared === total ? 'positive' : declared > 0 ? 'pending' : 'neutral';
            return <Tag {...stateTagProps(state)}>{`${what}已申报 ${declared} / ${total}`}</Tag>;
          },
        },
        // The inter-provincial column only when the round has such offers.
        ...(!hasInter
          ? []
          : [
              {
                title: '省间现货',
                key: 'inter',
                width: 140,
                render: (_: unknown, e: EnterpriseDeclaration) => {
                  const count = e.units.filter((u) => u.interProvincialOffer).length;
                  return count > 0 ? (
                    <Tag {...stateTagProps('info')}>{`${count} 台机组已报价`}</Tag>
                  ) : (
                    '—'
                  );
                },
              },
            ]),
      ]}
    />
  );
}
