// 市场公告 on the teacher's course page: the course's notices, drafts included, and 发布公告. A
// published notice reaches trainees by push; the list reloads after each publication.
import { App, Button, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useServices } from '../../shell/services';
import type { AdminCourse } from '../adminApi';
import { LoadedTableCard } from '../LoadedTableCard';
import type { AdminRound } from '../steps/types';
import { useLoad } from '../useLoad';
import { loadNotices, noticeText, type Notice } from './noticesApi';
import { PublishNoticeModal } from './PublishNoticeModal';

/** Props of the card. */
export interface NoticesCardProps {
  courseId: number;
  /** The course, once loaded: the form proposes its first month. */
  course: AdminCourse | null;
  rounds: readonly AdminRound[];
}

/** The course's first month as written in its start date, else this month. */
function firstMonth(course: AdminCourse | null): number {
  const month = Number(/^\d{4}-(\d{2})/.exec(course?.startDate ?? '')?.[1]);
  return month >= 1 && month <= 12 ? month : new Date().getMonth() + 1;
}

/** The notices card with its publish dialog. */
export function NoticesCard({ courseId, course, rounds }: NoticesCardProps) {
  const { api } = useServices();
  const { message } = App.useApp();
  const [publishing, setPublishing] = useState(false);
  const notices = useLoad(useCallback(() => loadNotices(api, courseId), [api, courseId]));
  const roundName = (id: number) =>
    id === 0 ? '全部轮次' : (rounds.find((r) => r.id === id)?.name ?? `轮次 ${id}`);

  return (
    <>
      <LoadedTableCard<Notice>
        title="市场公告"
        loaded={notices}
        refreshText="刷新"
        extra={
          <Button type="primary" onClick={() => setPublishing(true)}>
            发布公告
          </Button>
        }
        rowKey={(n) => n.id}
        emptyText="该课程还没有市场公告"
        columns={[
          { title: '月份', dataIndex: 'month', width: 70, render: (m: number) => `${m}月` },
          { title: '适用轮次', dataIndex: 'roundId', width: 200, render: roundName },
          {
            title: '状态',
            dataIndex: 'isRelease',
            width: 90,
            render: (released: boolean) =>
              released ? <Tag color="green">已发布</Tag> : <Tag>未发布</Tag>,
          },
          {
            title: '公告内容',
            dataIndex: 'announcementContent',
            render: (html: string | undefined) => (
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                {noticeText(html)}
              </Typography.Paragraph>
            ),
          },
        ]}
      />
      <PublishNoticeModal
        open={publishing}
        courseId={courseId}
        month={firstMonth(course)}
        rounds={rounds}
        onClose={() => setPublishing(false)}
        onPublished={(notice) => {
          setPublishing(false);
          message.success(notice.isRelease ? '公告已发布，学员将收到推送' : '公告已保存（未发布）');
          notices.reload();
        }}
      />
    </>
  );
}
