// /admin/course/:id: the course's rounds with the centralised-bidding steps, and below them who has
// declared in the chosen round (?round=). Every updateRound push of the course reloads both.
import { Alert, App, Button, Card, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useServices } from '../shell/services';
import { loadAdminCourse, loadAdminRounds, loadDeclarations, type StepOutcome } from './adminApi';
import { AdminLayout } from './AdminLayout';
import { DeclarationsCard } from './DeclarationsCard';
import { NewRoundModal } from './NewRoundModal';
import { RoundsTable } from './RoundsTable';
import {
  centralBiddingType,
  clearingSummaryText,
  type AdminRound,
  type StepSpec,
} from './roundSteps';
import { useLoad } from './useLoad';
import { useRoundPush } from './useRoundPush';

/** The round listed by default: the first centralised-bidding round not ended, else the first. */
export function defaultRound(rounds: readonly AdminRound[]): AdminRound | null {
  return rounds.find((r) => r.type === centralBiddingType && r.status !== 3) ?? rounds[0] ?? null;
}

/** The result line of the last step. */
interface StepNotice {
  type: 'success' | 'error';
  text: string;
}

/** One course's rounds and declarations. */
export function AdminCoursePage() {
  const { api } = useServices();
  const { message } = App.useApp();
  const courseId = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const [notice, setNotice] = useState<StepNotice | null>(null);
  const [creating, setCreating] = useState(false);

  const course = useLoad(useCallback(() => loadAdminCourse(api, courseId), [api, courseId]));
  const rounds = useLoad(useCallback(() => loadAdminRounds(api, courseId), [api, courseId]));
  const list = rounds.data ?? [];
  const asked = Number(search.get('round'));
  const selected = list.find((r) => r.id === asked) ?? defaultRound(list);
  const selectedId = selected?.id ?? null;
  const declarations = useLoad(
    useCallback(
      () => (selectedId === null ? Promise.resolve([]) : loadDeclarations(api, selectedId)),
      [api, selectedId],
    ),
  );

  const refresh = () => {
    rounds.reload();
    declarations.reload();
  };
  useRoundPush(courseId, refresh);

  const onOutcome = (step: StepSpec, round: AdminRound, outcome: StepOutcome) => {
    if (outcome.ok) {
      message.success(`「${round.name}」${step.done}`);
      setNotice(
        outcome.summary
          ? { type: 'success', text: clearingSummaryText(round.name, outcome.summary) }
          : null,
      );
    } else {
      setNotice({ type: 'error', text: `${step.label}失败：${outcome.message}` });
    }
    // Also after a refusal: the usual cause is a status changed elsewhere.
    refresh();
  };

  const name = course.data?.name ?? `课程 ${courseId}`;
  return (
    <AdminLayout crumbs={[{ title: '我的课程', to: '/admin' }, { title: name }]}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {course.error && <Alert type="error" showIcon title={course.error} />}
        <Card
          title={`交易轮次 · ${name}`}
          extra={
            <Space>
              <Button type="primary" onClick={() => setCreating(true)}>
                新建轮次
              </Button>
              <Button onClick={refresh} loading={rounds.loading}>
                刷新
              </Button>
            </Space>
          }
        >
          {rounds.error && (
            <Alert type="error" showIcon title={rounds.error} style={{ marginBottom: 12 }} />
          )}
          {notice && (
            <Alert
              type={notice.type}
              showIcon
              closable={{ onClose: () => setNotice(null) }}
              title={notice.text}
              style={{ marginBottom: 12 }}
              data-testid="step-notice"
            />
          )}
          <RoundsTable
            rounds={list}
            loading={rounds.loading && !rounds.data}
            selectedId={selectedId}
            onSelect={(r) => setSearch({ round: String(r.id) }, { replace: true })}
            onOutcome={onOutcome}
          />
        </Card>
        <DeclarationsCard round={selected} declarations={declarations} />
        <NewRoundModal
          open={creating}
          courseId={courseId}
          rounds={list}
          onClose={() => setCreating(false)}
          onCreated={(round) => {
            setCreating(false);
            message.success(`「${round.name}」已创建，开启申报后学员可见`);
            setSearch({ round: String(round.id) }, { replace: true });
            refresh();
          }}
        />
      </Space>
    </AdminLayout>
  );
}
