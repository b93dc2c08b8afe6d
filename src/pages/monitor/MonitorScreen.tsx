// The monitor screen's frame: the title with the course name and the clock, then the course's board,
// or a message before a course is entered, while the overview loads, or when it fails.
import { Button, Empty } from 'antd';
import { useEngine } from '../../engine/env';
import { routePath } from '../../engine/routes';
import { useCourse } from '../../engine/useCourse';
import { LoadedState, noCourseText } from '../../widgets/Overview/LoadedState';
import { useCourseOverview, useReloadOnRoundChange } from '../../widgets/Overview/overviewData';
import { MonitorBoard } from './MonitorBoard';
import { MonitorClock } from './MonitorClock';

function Header({ courseName }: { courseName: string | undefined }) {
  const { navigate, routes } = useEngine();
  return (
    <header className="monitor-header">
      <h1 className="monitor-title">
        {courseName ? <span className="monitor-course">{courseName}</span> : null}
        <span>电力市场交易监控大屏</span>
      </h1>
      <div className="monitor-header-right">
        <MonitorClock />
        <Button type="link" onClick={() => navigate(routePath(routes, 'link-nav'))}>
          返回导航
        </Button>
      </div>
    </header>
  );
}

function CourseMonitor({ courseId, courseName }: { courseId: number; courseName: string }) {
  useReloadOnRoundChange();
  const state = useCourseOverview(courseId);
  const name = state.status === 'ready' ? (state.data?.courseName ?? courseName) : courseName;
  return (
    <>
      <Header courseName={name} />
      <LoadedState state={state} isEmpty={(overview) => overview === null}>
        {(overview) => (overview ? <MonitorBoard overview={overview} /> : null)}
      </LoadedState>
    </>
  );
}

/** The monitor of the current course. */
export function MonitorScreen() {
  const { course } = useCourse();
  const { navigate, routes } = useEngine();
  return (
    <main className="monitor" aria-label="监控大屏">
      {course ? (
        <CourseMonitor courseId={course.id} courseName={course.name} />
      ) : (
        <>
          <Header courseName={undefined} />
          <Empty className="monitor-empty" description={noCourseText}>
            <Button type="primary" onClick={() => navigate(routePath(routes, 'user-course'))}>
              进入我的仿真
            </Button>
          </Empty>
        </>
      )}
    </main>
  );
}
