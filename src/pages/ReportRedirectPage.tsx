// /user/report/:id (结算报告): the settlement report of the current enterprise's side, under the same
// id and query: a retailer's (isBuyer) is user-report-demand, a generator's user-report-generator.
// Without an enterprise yet it says so and offers the enterprise choice.
import { Button, Empty } from 'antd';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import type { Enterprise } from '../engine/env';
import { routePath } from '../engine/routes';
import { useCourseActor, useCourseState } from '../session/CourseProvider';
import { routesFile } from '../shell/routesFile';

/** The report route of an enterprise's side. */
function reportRouteOf(enterprise: Pick<Enterprise, 'isBuyer'>): string {
  return enterprise.isBuyer ? 'user-report-demand' : 'user-report-generator';
}

/** Redirects to the side's report once the enterprise is known. */
export default function ReportRedirectPage() {
  const { id } = useParams();
  const { search } = useLocation();
  const { course, enterprise } = useCourseState();
  const actor = useCourseActor();
  if (enterprise) {
    const path = routePath(routesFile, reportRouteOf(enterprise), { id });
    return <Navigate to={`${path}${search}`} replace />;
  }
  if (!course) return <Empty description="请先进入课程，再查看结算报告" />;
  return (
    <Empty description="请先选择企业，再查看结算报告">
      <Button type="primary" onClick={() => actor.send({ type: 'CHOOSE_ENTERPRISE' })}>
        选择企业
      </Button>
    </Empty>
  );
}
