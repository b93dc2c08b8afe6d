// The exam drawer (spec section 2): a 答题 button where config/shell.json's rule holds (every page but
// the course list and the paper page), in courses with IsBuildQuestions '1', opening a 450 px bottom drawer with the paper, a
// countdown to the course end, and refresh and close actions. Mounted once by the main layout.
import { CloseOutlined, FormOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Space, Spin } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useCourse } from '../../engine/useCourse';
import { DrawerCountdown } from './DrawerCountdown';
import { examEnabled } from './visibility';

const PaperRunner = lazy(() => import('../Paper/PaperRunner'));

/** Height of the drawer (spec section 9). */
export const examDrawerHeight = 450;

/**
 * The button and the drawer; renders nothing in a course without the exam. `shown` (config/shell.json's
 * rule) places the button; the drawer stays mounted elsewhere so a submitted paper lives on.
 */
export function ExamDrawer({ shown }: { shown: boolean }) {
  const { course, args } = useCourse();
  const [open, setOpen] = useState(false);
  // The drawer mounts on its first opening (closed, it drew nothing but cost the signed-in page's first
  // render its antd wrappers) and then stays, so a submitted paper lives on.
  const [opened, setOpened] = useState(false);
  // A new generation remounts the paper, which reloads the questions (generated ones appear).
  const [generation, setGeneration] = useState(0);
  // Once submitted the paper must live on until its automatic logout, so it is never remounted.
  const [submitted, setSubmitted] = useState(false);
  const onSubmitted = useCallback(() => setSubmitted(true), []);
  if (!course || !examEnabled(args)) return null;
  const refresh = () => {
    if (!submitted) setGeneration((g) => g + 1);
  };
  return (
    <>
      {shown && (
        <Button
          type="primary"
          icon={<FormOutlined />}
          autoInsertSpace={false}
          // A vertical tab in the layout's right gutter, like 我的持仓 (global.css).
          className="exam-drawer-button side-float-button"
          style={{ position: 'fixed', right: 0, bottom: 24, zIndex: 100 }}
          onClick={() => {
            refresh();
            setOpened(true);
            setOpen(true);
          }}
        >
          答题
        </Button>
      )}
      {opened && (
        <Drawer
          title="答题"
          placement="bottom"
          size={examDrawerHeight}
          open={open && shown}
          mask={false}
          closable={false}
          onClose={() => setOpen(false)}
          extra={
            <Space size={12}>
              <DrawerCountdown endDate={course.endDate} />
              <Button icon={<ReloadOutlined />} disabled={submitted} onClick={refresh}>
                刷新
              </Button>
              <Button icon={<CloseOutlined />} onClick={() => setOpen(false)}>
                关闭
              </Button>
            </Space>
          }
        >
          <Suspense fallback={<Spin />}>
            <PaperRunner
              key={`${course.id}-${generation}`}
              courseId={String(course.id)}
              compact
              onSubmitted={onSubmitted}
            />
          </Suspense>
        </Drawer>
      )}
    </>
  );
}
