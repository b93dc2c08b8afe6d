// What each enterprise declared in a day-ahead round, for the teacher: one row per trading enterprise
// with how many of its units or loads declared; a row expands into its offers and bids.
import { Alert, Button, Card, Table, Tag } from 'antd';
import { useCallback, useEffect } from 'react';
import { formatValue } from '../../engine/values/format';
import { useServices } from '../../shell/services';
import { useLoad } from '../useLoad';
import { EnterpriseDeclarationView } from './EnterpriseDeclarationView';
import {
  declaredCount,
  loadSpotDeclarations,
  type EnterpriseDeclaration,
} from './spotDeclarations';
import type { RoundDetailProps } from './types';

/** The round's offers and bids by enterprise, reloaded when `version` grows. */
export function SpotOffersCard({ round, version }: RoundDetailProps) {
  const { api } = useServices();
  const declarations = useLoad(
    useCallback(() => loadSpotDeclarations(api, round.id), [api, round.id]),
  );
  const { reload } = declarations;
  const rows = declarations.data ?? [];
  const hasInter = rows.some((e) => e.units.some((u) => u.interProvincialOffer));
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  return (
    <Card
      title={`报价与负荷申报 · ${round.name}`}
      extra={
        <Button onClick={reload} loading={declarations.loading}>
          刷新申报详情
        </Button>
      }
    >
      {declarations.error && (
        <Alert type="error" showIcon title={declarations.error} style={{ marginBottom: 12 }} />
      )}
      <Table<EnterpriseDeclaration>
        rowKey="enterpriseId"
        size="small"
        loading={declarations.loading && !declarations.data}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '该轮次没有参与交易的企业' }}
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
              const color =
                total > 0 && declared === total ? 'green' : declared > 0 ? 'gold' : 'default';
              return <Tag color={color}>{`${what}已申报 ${declared} / ${total}`}</Tag>;
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
                    return count > 0 ? <Tag color="blue">{`${count} 台机组已报价`}</Tag> : '—';
                  },
                },
              ]),
        ]}
      />
    </Card>
  );
}
