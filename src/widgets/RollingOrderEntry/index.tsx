// The `rollingOrderEntry` widget (spec section 2, /user/compound/:id): the listing role and the order
// entry of the type-3 round the surrounding `roundSelector` chose, with the best bid and ask of the
// chosen book. The book, own orders, listings and trades around it are config tables; everything here
// reads the same operations, so the server's OnDataChanged pushes refresh it without polling.
import { Alert, Space, Typography } from 'antd';
import { useState } from 'react';
import type { Round } from '../../engine/env';
import { useCourse } from '../../engine/useCourse';
import { EnterpriseBar } from '../EnterpriseChoice/EnterpriseBar';
import { readValue } from '../../engine/values/valueTypes';
import { rowsOf, useDataSource } from '../../engine/useDataSource';
import { roundSource } from './ops';
import { OrderForm } from './OrderForm';
import { hourPeriods, periodFieldOf, type DepthRow, type Period } from './periods';
import { Quote } from './Quote';
import { RoleBar, type Role } from './RoleBar';
import { useFreshStatus, useLoadedStatus } from '../roundStatus';
import { closedReason } from './declaring';
import { blockedRole } from './quotaRoles';

const noRows: DepthRow[] = [];

/** The segments of the round's object solution (峰/平/谷 by default) as choices. */
function useSegments(round: Round): Period[] {
  const state = useDataSource({
    operation: 'getCustomObject',
    params: { id: { value: round.id } },
  });
  if (state.status !== 'ready') return [];
  return rowsOf(state.data).map((s) => ({ value: Number(s.id), label: String(s.name) }));
}

function roleOf(data: unknown): Role | null {
  const role = (data as { role?: unknown } | null | undefined)?.role;
  return role === 0 || role === 1 ? role : null;
}

function OrderEntry({ round, enterpriseId }: { round: Round; enterpriseId: number }) {
  const status = useFreshStatus(round);
  const closed = closedReason(useLoadedStatus(round));
  const roleState = useDataSource(roundSource('getListingRole', round.id, enterpriseId));
  // The book of the enterprise's province, the same query as the 盘口 tables beside the form.
  const bids = useDataSource(roundSource('getBuyOrders', round.id, enterpriseId));
  const asks = useDataSource(roundSource('getSellOrders', round.id, enterpriseId));
  const quota = useDataSource(roundSource('getListingQuota', round.id, enterpriseId));
  const segments = useSegments(round);
  const [period, setPeriod] = useState<number>();
  const field = periodFieldOf(round.cycle);
  if (roleState.status === 'loading') return null;
  if (roleState.status === 'error')
    return <Alert type="error" showIcon title={roleState.message} />;
  const role = roleOf(roleState.data);
  const depth = (s: typeof bids) =>
    s.status === 'ready' ? (rowsOf(s.data) as unknown as DepthRow[]) : noRows;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text>
        交易状态：
        <span data-testid="round-status">
          {readValue(status, { field: 'status', title: '', valueType: 'roundStatus' })}
        </span>
      </Typography.Text>
      {closed && <Alert type="info" showIcon title={closed} data-testid="round-closed" />}
      {/* A new key once the role loads or changes, so the choice starts from the stored role. */}
      <RoleBar
        key={String(role)}
        roundId={round.id}
        enterpriseId={enterpriseId}
        role={role}
        disabled={closed !== null}
        blocked={quota.status === 'ready' ? blockedRole(rowsOf(quota.data)) : null}
      />
      <Quote
        bids={depth(bids)}
        asks={depth(asks)}
        field={field}
        period={period}
        priceDecimals={round.declarationRules?.priceDecimals}
      />
      <OrderForm
        roundId={round.id}
        enterpriseId={enterpriseId}
        role={role}
        field={field}
        periods={field === 'timeId' ? hourPeriods : segments}
        rules={round.declarationRules}
        onPeriod={setPeriod}
        disabled={closed !== null}
      />
    </Space>
  );
}

/**
 * The order entry of the chosen round under the enterprise it is placed for: a seller chooses among
 * their enterprises on entering and may switch, as in centralised bidding (spec section 6).
 */
export default function RollingOrderEntryWidget() {
  const { round, enterprise } = useCourse();
  if (!round) return null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <EnterpriseBar enterprise={enterprise} />
      {enterprise && (
        <OrderEntry
          key={`${round.id}:${enterprise.id}`}
          round={round}
          enterpriseId={enterprise.id}
        />
      )}
    </Space>
  );
}
