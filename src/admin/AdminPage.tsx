// Entry of the teacher area (/admin, /admin/course/:id), loaded on demand: the admin guard, then
// the course list or one course.
import { AdminCoursePage } from './AdminCoursePage';
import { AdminCoursesPage } from './AdminCoursesPage';
import { AdminGuard } from './AdminGuard';

/** The teacher page for a route: `courses` at /admin, `course` at /admin/course/:id. */
export default function AdminPage({ view }: { view: 'courses' | 'course' }) {
  return <AdminGuard>{view === 'courses' ? <AdminCoursesPage /> : <AdminCoursePage />}</AdminGuard>;
}
