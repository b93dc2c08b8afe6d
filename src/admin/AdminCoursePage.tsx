// /admin/course/:id: the course's rounds with each market's steps, and below them the chosen round's
// card (?round=, set by 查看 and by every step run on a round; who has declared, unless its market
// brings its own). Every updateRound push of the course reloads both, and the paper grades of a course
// that has a paper.
import { Alert, App, Button, Card, Result, Space } from 'antd';
import { useCallback, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useServices } from '../shell/services';
import { loadAdminCourse, loadAdminRounds } from './adminApi';
import { AdminLayout } from './AdminLayout';
import { DeclarationsCard, NoRoundCard } from './DeclarationsCard';
import { GradesCard } from './grades/GradesCard';
import { hasPaper } from './grades/gradesApi';
import { NewRoundModal } from './NewRoundModal';
import { NoticesCard } from './notices/NoticesCard';
import { RegistrationCard } from './RegistrationCard';
import { RoundsTable } from './RoundsTable';
import { SettlementCard } from './settlement/SettlementCard';
import { stepsFor } from './steps';
import type { AdminRound, RoundStep, StepOutcome } from './steps/types';
import { useLoad } from './useLoad';
import { useRoundPush } from './useRoundPush';

/** The round shown by default: the first round with teacher steps not ended, else the first. */
export function defaultRound(rounds: readonly AdminRound[]): AdminRound | null {
  return rounds.find((r) => stepsFor(r) !== null && r.status !== 3) ?? rounds[0] ?? null;
}

/** The result line of the last step. */
interface StepNotice {
  type: 'success' | 'error';
  text: string;
}

/** The course id of the address, or null when it is not one (/admin/course/abc). */
export function courseIdParam(param: string | undefined): number | null {
  const id = /^\d+$/.test(param ?? '') ? Number(param) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /admin/course/:id: the course's page, or 课程不存在 without a single request for a bad id. */
export function AdminCoursePage() {
  const courseId = courseIdParam(useParams().id);
  if (courseId === null) {
    return (
      <AdminLayout crumbs={[{ title: '我的课程', to: '/admin' }, { title: '课程不存在' }]}>
        <Result
          status="404"
          title="课程不存在"
          subTitle="地址中的课程编号无效，请从课程列表进入课程。"
          extra={<Link to="/admin">返回课程列表</Link>}
        />
      </AdminLayout>
    );
  }
  return <AdminCourseView courseId={courseId} />;
}

/** One course's rounds and declarations. */
function AdminCourseView({ courseId }: { courseId: number }) {
  const { api } = useServices();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const [notice, setNotice] = useState<StepNotice | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminRound | null>(null);

  const course = useLoad(useCallback(() => loadAdminCourse(api, courseId), [api, courseId]));
  const rounds = useLoad(useCallback(() => loadAdminRounds(api, courseId), [api, courseId]));
  const list = rounds.data ?? [];
  const asked = Number(search.get('round'));
  const selected = list.find((r) => r.id === asked) ?? defaultRound(list);
  const selectedId = selected?.id ?? null;
  // Grows on every refresh so the round's card reloads what it shows.
  const [version, setVersion] = useState(0);

  const refresh = () => {
    rounds.reload();
    setVersion((v) => v + 1);
  };
  useRoundPush(courseId, refresh);

  const select = (round: { id: number }) =>
    setSearch({ round: String(round.id) }, { replace: true });

  const onOutcome = (step: RoundStep, round: AdminRound, outcome: StepOutcome) => {
    // The card below follows the round a step ran on, as 查看 does: the toasts point there ("结果生成后
    // 显示在下方") and a refusal's usual cause, a status changed elsewhere, shows there too.
    select(round);
    if (outcome.ok) {
      message.success(`「${round.name}」${step.done}`);
      setNotice(outcome.notice ? { type: 'success', text: outcome.notice } : null);
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
              {/* The classroom board of this course, for a projector: a tab of its own. */}
              <Button href={`/screen/monitor?courseId=${courseId}`} target="_blank">
                监控大屏
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
            onSelect={select}
            onOutcome={onOutcome}
            onEdit={setEditing}
          />
        </Card>
        {selected ? (
          <RoundDetail key={selected.id} round={selected} version={version} />
        ) : (
          <NoRoundCard />
        )}
        <SettlementCard
          courseId={courseId}
          rounds={list}
          roundsLoading={rounds.loading && !rounds.data}
        />
        {course.data && hasPaper(course.data) && (
          <GradesCard course={course.data} version={version} />
        )}
        {course.data && <RegistrationCard course={course.data} onCourseChanged={course.reload} />}
        <NoticesCard courseId={courseId} course={course.data} rounds={list} />
        <NewRoundModal
          open={creating || editing !== null}
          courseId={courseId}
          course={course.data}
          rounds={list}
          editing={editing}
          onClose={() => {
            setCreating(false);
            setEditing(null);
          }}
          onCreated={(round, created) => {
            setCreating(false);
            setEditing(null);
            message.success(
              created ? `「${round.name}」已创建，开启申报后学员可见` : `「${round.name}」已保存`,
            );
            select(round);
            refresh();
          }}
        />
      </Space>
    </AdminLayout>
  );
}

/** The selected round's card: its market's own, or who has declared. */
function RoundDetail({ round, version }: { round: AdminRound; version: number }) {
  const Card = stepsFor(round)?.DetailCard ?? DeclarationsCard;
  return <Card round={round} version={version} />;
}
