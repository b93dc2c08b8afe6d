// The `paper` widget of the /user/paper screen: the trainee's question paper for the course given
// by the `courseId` prop (bound to the current course in config/screens/user-paper.json).
import { Empty } from 'antd';
import type { WidgetProps } from '../../engine/widgets';
import PaperRunner from './PaperRunner';

/** A course id prop as text, or null when the config binding found no course. */
export function courseIdProp(props: Record<string, unknown>): string | null {
  const id = props.courseId;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
}

/** Message when no course is current (the paper belongs to a course). */
export const noCourseMessage = '请先在“我的仿真”中进入课程，再开始答题';

/** The paper widget. */
export default function PaperWidget({ props }: WidgetProps) {
  const courseId = courseIdProp(props);
  if (!courseId) return <Empty description={noCourseMessage} />;
  return <PaperRunner key={courseId} courseId={courseId} />;
}
