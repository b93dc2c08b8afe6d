// The monitor screen's frame: the title with the course name and the clock, then the course's board,
// or a message before a course is entered, while the overview loads, or when it fails.
import { Button, Empty } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useCourseDataChangedPush } from '../../admin/useDataChangedPush';
import { invalidateOperations } from '../../engine/query/operationKeys';
import { useEngine } from '../../engine/env';
import { routePath } from '../../engine/routes';
import { useCourse } from '../../engine/useCourse';
import { LoadedState, noCourseText } from '../../widgets/Overview/LoadedState';
import {
  overviewOperations,
  useCourseOverview,
  useReloadOnRoundChange,
} from '../../widgets/Overview/overviewData';
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
  // Projected to the class: what trainees may see, even when the teacher opens it.
  const state = useCourseOverview(courseId, { asTrainee: true });
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

/**
 * For a course other than the current one (a teacher's): the app's push handling follows only the
 * current course, so the monitor listens to its own course's data pushes on the teacher's hub.
 */
function OtherCoursePushes({ courseId }: { courseId: number }) {
  const client = useQueryClient();
  useCourseDataChangedPush(courseId, (operations) => {
    const ours = overviewOperations.filter((op) => operations.includes(op));
    if (ours.length > 0) void invalidateOperations(client, ours);
  });
  return null;
}

/** The course a `?courseId=` names (the teacher's link from the course page), if a valid one. */
function askedCourseId(search: URLSearchParams): number | undefined {
  const asked = Number(search.get('courseId') ?? '');
  return Number.isInteger(asked) && asked > 0 ? asked : undefined;
}

/** The monitor of the course the link names, else of the current course. */
export function MonitorScreen() {
  const { course } = useCourse();
  const { navigate, routes } = useEngine();
  const [search] = useSearchParams();
  // A teacher enters no course as a trainee does: their course page links the monitor with its id.
  const asked = askedCourseId(search);
  const courseId = asked ?? course?.id;
  return (
    <main className="monitor" aria-label="监控大屏">
      {courseId !== undefined ? (
        <>
          {course?.id !== courseId && <OtherCoursePushes courseId={courseId} />}
          <CourseMonitor
            courseId={courseId}
            courseName={course?.id === courseId ? course.name : ''}
          />
        </>
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
