// The one getMyTrades call the trades list, the certificates, the data panel and the monitor share
// through the query cache: the whole course, filtered in the browser.
import type { DataSource } from '../../engine/config/binding';

/** The call for an enterprise's trades; without one the server answers for the trainee's own. */
export function myTradesSource(courseId: number, enterpriseId: number | undefined): DataSource {
  return {
    operation: 'getMyTrades',
    params: {
      courseId: { value: courseId },
      ...(enterpriseId === undefined ? {} : { enterpriseId: { value: enterpriseId } }),
    },
  };
}
