// Who has declared in the selected round: every trading enterprise of the course with its role,
// declared / not declared and the time of its last declaration, with counts and a refresh button.
// The default card under the rounds table, for markets that bring none of their own. It follows the
// trainees live: the server pushes getCourseOverview (at most once a second per course) whenever a bid,
// offer, order or proposal is made, and a burst of such pushes reloads the list once.
import { Card, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OperationId } from '../api/operations.gen';
import { formatValue } from '../engine/values/format';
import { useServices } from '../shell/services';
import { loadDeclarations, type Declaration } from './adminApi';
import { LoadedTableCard } from './LoadedTableCard';
import type { RoundDetailProps } from './steps/types';
import { useCourseDataChangedPush } from './useDataChangedPush';
import { useVersionedLoad } from './useLoad';
import { stateTagProps } from '../engine/values/stateTag';

/** The push the server sends (course-wide, no round) whenever someone declares. */
const declaredOperation: OperationId = 'getCourseOverview';

/** How long the card waits after a push for further ones before it reloads. */
export const declarationsPushDelayMs = 500;

/** A count that grows once per burst of the course's declaration pushes. */
function useDeclaredPushes(courseId: number): number {
  const [pushed, setPushed] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useCourseDataChangedPush(courseId, (operations) => {
    if (!operations.includes(declaredOperation)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPushed((n) => n + 1), declarationsPushDelayMs);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return pushed;
}

/** The declarations of one round, reloaded when `version` grows and as trainees declare. */
export function DeclarationsCard({ round, version }: RoundDetailProps) {
  const { api } = useServices();
  const pushed = useDeclaredPushes(round.courseId);
  const declarations = useVersionedLoad(
    useCallback(() => loadDeclarations(api, round.id), [api, round.id]),
    version + pushed,
  );
  const rows = declarations.data ?? [];
  const declared = rows.filter((d) => d.isPrice).length;
  return (
    <LoadedTableCard<Declaration>
      title={`申报情况 · ${round.name}`}
      loaded={declarations}
      refreshText="刷新申报情况"
      extra={
        <Typography.Text data-testid="declared-count">
          已申报 {declared} / {rows.length}
        </Typography.Text>
      }
      rowKey={(d) => d.enterpriseId}
      emptyText="该轮次没有参与交易的企业"
      columns={[
        { title: '企业名称', dataIndex: 'enterpriseName' },
        {
          title: '角色',
          dataIndex: 'isBuyer',
          width: 120,
          render: (v: boolean | undefined) => formatValue(v === true, { valueType: 'role' }),
        },
        {
          title: '申报状态',
          dataIndex: 'isPrice',
          width: 120,
          render: (v: boolean) =>
            v ? <Tag {...stateTagProps('positive')}>已申报</Tag> : <Tag>未申报</Tag>,
        },
        {
          title: '申报时间',
          dataIndex: 'declaredAt',
          width: 180,
          render: (v: unknown) => formatValue(v, { valueType: 'dateTime' }),
        },
      ]}
    />
  );
}

/** The card with no round picked: a hint to pick one. */
export function NoRoundCard() {
  return (
    <Card title="申报情况">
      <Typography.Text type="secondary">请在上方选择一个交易轮次查看申报情况</Typography.Text>
    </Card>
  );
}
