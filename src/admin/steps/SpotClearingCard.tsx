// The teacher's card for a day-ahead round: each clearing stage's state (polled every 2 s while one is
// being generated) with its solver time or the reason its last run failed, a course-wide summary of
// the formal result once it is ready with each enterprise's units and loads in it, what each
// enterprise offered or bid, and who has declared.
import { Alert, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect } from 'react';
import { DeclarationsCard } from '../DeclarationsCard';
import { formatValue } from '../../engine/values/format';
import { useServices } from '../../shell/services';
import { useLoad, useVersionedLoad } from '../useLoad';
import { SpotCourseResultsCard } from './SpotCourseResultsCard';
import { SpotOffersCard } from './SpotOffersCard';
import { loadSpotStageDetails, loadSpotSummary, spotStages, type StageState } from './spotProgress';
import type { RoundDetailProps } from './types';
import { stateTagProps, type TagState } from '../../engine/values/stateTag';

/** Retry interval of a clearing being generated (spec section 9). */
export const progressPollMs = 2000;

const stateTag: Record<StageState, { state: TagState; text: string }> = {
  none: { state: 'neutral', text: '未生成' },
  generating: { state: 'info', text: '生成中' },
  ready: { state: 'positive', text: '已生成' },
};

const price = (v: number) => `${formatValue(v, { valueType: 'price' })} 元/MWh`;

/** Clearing progress and results of the round, above its declarations. */
export function SpotClearingCard({ round, version }: RoundDetailProps) {
  const { api } = useServices();
  const progress = useVersionedLoad(
    useCallback(() => loadSpotStageDetails(api, round.id), [api, round.id]),
    version,
  );
  const formalReady = progress.data?.formal.state === 'ready';
  const summary = useLoad(
    useCallback(
      () => (formalReady ? loadSpotSummary(api, round.id) : Promise.resolve(null)),
      [api, round.id, formalReady],
    ),
  );
  const { reload } = progress;
  const running = progress.data
    ? Object.values(progress.data).some((s) => s.state === 'generating')
    : false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(reload, progressPollMs);
    return () => clearInterval(timer);
  }, [running, reload]);

  const data = progress.data;
  const result = summary.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={`出清进度 · ${round.name}`}
        extra={
          <Button onClick={reload} loading={progress.loading}>
            刷新出清进度
          </Button>
        }
      >
        {progress.error && <Alert type="error" showIcon title={progress.error} />}
        {data && (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 4 }}
            items={[
              ...(['pre', 'interProvincial', 'formal'] as const).map((stage) => ({
                key: stage,
                label: spotStages[stage],
                children: (
                  <Space size={4}>
                    <Tag
                      {...stateTagProps(stateTag[data[stage].state].state)}
                      data-testid={`stage-${stage}`}
                    >
                      {stateTag[data[stage].state].text}
                    </Tag>
                    {data[stage].state === 'ready' && data[stage].solveMs !== null && (
                      <Typography.Text type="secondary">
                        求解 {data[stage].solveMs} ms
                      </Typography.Text>
                    )}
                  </Space>
                ),
              })),
              {
                key: 'published',
                label: '结果发布',
                children:
                  round.status === 3 ? (
                    <Tag {...stateTagProps('positive')}>已发布</Tag>
                  ) : (
                    <Tag>未发布</Tag>
                  ),
              },
            ]}
          />
        )}
        {data &&
          (['pre', 'interProvincial', 'formal'] as const).map((stage) =>
            data[stage].message ? (
              <Alert
                key={stage}
                type="warning"
                showIcon
                style={{ marginTop: 12 }}
                data-testid={`stage-failure-${stage}`}
                title={`${spotStages[stage]}未完成：${data[stage].message}`}
              />
            ) : null,
          )}
        {result && (
          <Descriptions
            title="正式出清结果（全课程）"
            size="small"
            style={{ marginTop: 12 }}
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'avg', label: '平均节点电价', children: price(result.averagePrice) },
              {
                key: 'range',
                label: '节点电价范围',
                children: `${price(result.minPrice)} ~ ${price(result.maxPrice)}`,
              },
              { key: 'slots', label: '阻塞线路时段数', children: result.congestedSlots },
              {
                key: 'lines',
                label: '阻塞线路',
                children: result.congestedLines.join('、') || '无',
              },
            ]}
          />
        )}
        {summary.error && <Alert type="error" showIcon title={summary.error} />}
      </Card>
      {formalReady && <SpotCourseResultsCard round={round} version={version} />}
      <SpotOffersCard round={round} version={version} />
      <DeclarationsCard round={round} version={version} />
    </Space>
  );
}
