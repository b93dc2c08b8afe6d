// "My simulations" (/user/course): the user's courses as cards with a countdown; entering or switching
// makes a course current and runs the enterprise choice; restart copies the course for a new game.
// A course number joins a teaching course (报名课程) or signs up for a competition (报名竞赛), which
// the trainee joins from 我的竞赛报名 once the teacher has admitted the sign-up.
import { App, Button, Col, Empty, Input, Row, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { withoutErrorNotice } from '../api/types';
import type { Course } from '../machines/courseState';
import { holdsAdminPermission } from '../machines/session';
import { enterCourse, useCourseActor, useCourseState } from '../session/CourseProvider';
import { useSession } from '../session/SessionProvider';
import { useServices } from '../shell/services';
import { SignupList } from './competitions/SignupList';
import { useSignups } from './competitions/useSignups';
import { CourseCard } from '../widgets/CourseCards/CourseCard';
import { RestartDialog, restartFailed } from '../widgets/CourseCards/RestartDialog';

/** The course list page. */
export default function CoursePage() {
  const { api } = useServices();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const courseActor = useCourseActor();
  const { course: current } = useCourseState();
  const [courses, setCourses] = useState<Course[] | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [restarting, setRestarting] = useState<Course | null>(null);
  const [restartBusy, setRestartBusy] = useState(false);
  const [restartsLeft, setRestartsLeft] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [signingUp, setSigningUp] = useState(false);
  // Competitions are a trainee's: a teacher's list would hold their trainees' sign-ups, not their own.
  // Known once the session has its permissions (AdminGuard waits the same way).
  const isTrainee = useSession(
    (s) => s.matches({ authenticated: 'ready' }) && !holdsAdminPermission(s.context.permissions),
  );
  const { signups, reload: reloadSignups } = useSignups(isTrainee);

  const [version, setVersion] = useState(0);
  const load = () => setVersion((v) => v + 1);
  useEffect(() => {
    let live = true;
    void api
      .GET('/api/app/course', { params: { query: { skipCount: 0, maxResultCount: 1000 } } })
      .then(({ data }) => live && setCourses(data?.items ?? []));
    return () => {
      live = false;
    };
  }, [api, version]);

  const enter = async (course: Pick<Course, 'id'>) => {
    setBusyId(course.id);
    // The course switch machine reports a failed switch itself.
    const entered = await enterCourse(courseActor, course.id);
    setBusyId(null);
    if (entered) navigate('/user/assets');
  };

  const openRestart = (course: Course) => {
    setRestarting(course);
    setRestartsLeft(null);
    void api
      .POST('/api/app/course/oneMoreGameNum/{id}', {
        params: { path: { id: course.id } },
        headers: withoutErrorNotice,
      })
      .then(({ data }) => setRestartsLeft(data?.count ?? null));
  };

  const restart = async (isBuyer: boolean) => {
    if (!restarting) return;
    setRestartBusy(true);
    const { data } = await api.POST('/api/app/course/oneMoreGameCopy/{courseId}', {
      params: { path: { courseId: restarting.id }, query: { isBuyer } },
      // The page shows the spec's own failure message instead of the generic one.
      headers: withoutErrorNotice,
    });
    setRestartBusy(false);
    setRestarting(null);
    if (!data) {
      message.error(restartFailed);
      return;
    }
    load();
    await enter(data);
  };

  /** The typed course number, or null after telling the user it is not one. */
  const courseNumber = (): number | null => {
    const id = Number(code.trim());
    if (Number.isInteger(id) && id > 0) return id;
    message.warning('请输入正确的课程编号');
    return null;
  };

  // On a refusal the client's error middleware shows the server's message and the number stays typed.
  const register = async () => {
    const id = courseNumber();
    if (id === null) return;
    const { data } = await api.POST('/api/app/userCourse/registerCourse/{courseId}', {
      params: { path: { courseId: id } },
    });
    if (data) {
      message.success('报名成功');
      setCode('');
      load();
    }
  };

  const signUp = async () => {
    const id = courseNumber();
    if (id === null) return;
    setSigningUp(true);
    const { data } = await api.POST('/api/app/userCompetition/signupCompetition', {
      body: { courseId: id },
    });
    setSigningUp(false);
    if (data) {
      message.success('竞赛报名已提交，请等待教师审核');
      setCode('');
      reloadSignups();
    }
  };

  return (
    <section aria-label="我的仿真">
      <Space style={{ marginBottom: 16 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          我的仿真
        </Typography.Title>
        <Input
          placeholder="课程编号"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          style={{ width: 160 }}
        />
        <Button onClick={() => void register()}>报名课程</Button>
        {isTrainee && (
          <>
            <Button loading={signingUp} onClick={() => void signUp()}>
              报名竞赛
            </Button>
            <Typography.Text type="secondary">
              竞赛课程需先报名竞赛，经教师审核通过后加入
            </Typography.Text>
          </>
        )}
      </Space>
      {signups && signups.length > 0 && (
        <SignupList
          signups={signups}
          joined={(courseId) => courses?.some((c) => c.id === courseId) === true}
          onWithdrawn={reloadSignups}
          onJoined={load}
        />
      )}
      {courses === null ? (
        <Spin />
      ) : courses.length === 0 ? (
        <Empty description="暂无课程，请输入课程编号报名" />
      ) : (
        <Row gutter={[16, 16]}>
          {courses.map((c) => (
            <Col key={c.id} xs={24} md={12} xl={8}>
              <CourseCard
                course={c}
                current={current ? current.id === c.id : c.current === true}
                busy={busyId === c.id}
                onEnter={(course) => void enter(course)}
                onRestart={openRestart}
              />
            </Col>
          ))}
        </Row>
      )}
      <RestartDialog
        open={restarting !== null}
        busy={restartBusy}
        left={restartsLeft}
        onChoose={(isBuyer) => void restart(isBuyer)}
        onCancel={() => setRestarting(null)}
      />
    </section>
  );
}
