// 市场公告 on the teacher's course page: the course's notices, drafts included, 发布公告, and per
// notice 编辑 (a draft is released there) and 删除. A published notice reaches trainees by push; the
// list reloads after each change.
import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useServices } from '../../shell/services';
import type { AdminCourse } from '../adminApi';
import { LoadedTableCard } from '../LoadedTableCard';
import type { AdminRound } from '../steps/types';
import { useLoad } from '../useLoad';
import { deleteNotice, loadNotices, noticeText, type Notice } from './noticesApi';
import { NoticeModal } from './NoticeModal';
import { stateTagProps } from '../../engine/values/stateTag';

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

/** The course's trading provinces by name (not the pseudo-province 省间). */
function provinceNames(course: AdminCourse | null): string[] {
  return (course?.provinceList ?? []).filter((p) => p.province !== '-1').map((p) => p.name);
}

/** The notices card with its publish dialog. */
export function NoticesCard({ courseId, course, rounds }: NoticesCardProps) {
  const { api } = useServices();
  const { message } = App.useApp();
  /** The dialog: a new notice, or the notice edited (kept while it closes, so its title stays). */
  const [dialog, setDialog] = useState<{ open: boolean; editing?: Notice }>({ open: false });
  const close = () => setDialog((d) => ({ ...d, open: false }));
  const notices = useLoad(useCallback(() => loadNotices(api, courseId), [api, courseId]));
  const roundName = (id: number) =>
    id === 0 ? '全部轮次' : (rounds.find((r) => r.id === id)?.name ?? `轮次 ${id}`);
  const remove = async (notice: Notice) => {
    const outcome = await deleteNotice(api, notice.id);
    if (outcome.ok) message.success('公告已删除');
    else message.error(`删除公告失败：${outcome.message}`);
    notices.reload();
  };

  return (
    <>
      <LoadedTableCard<Notice>
        title="市场公告"
        loaded={notices}
        refreshText="刷新"
        extra={
          <Button type="primary" onClick={() => setDialog({ open: true })}>
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
              released ? <Tag {...stateTagProps('positive')}>已发布</Tag> : <Tag>未发布</Tag>,
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
          {
            title: '操作',
            key: 'action',
            width: 120,
            render: (_: unknown, notice) => (
              <Space size={4}>
                <Button
                  size="small"
                  type="link"
                  onClick={() => setDialog({ open: true, editing: notice })}
                >
                  编辑
                </Button>
                <Popconfirm
                  title="删除公告"
                  description="删除后学员将看不到这条公告，确定删除吗？"
                  okText="删除"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={() => remove(notice)}
                >
                  <Button size="small" type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <NoticeModal
        open={dialog.open}
        courseId={courseId}
        month={firstMonth(course)}
        rounds={rounds}
        provinces={provinceNames(course)}
        editing={dialog.editing}
        onClose={close}
        onSaved={(notice) => {
          const wasReleased = dialog.editing?.isRelease === true;
          close();
          if (!notice.isRelease) message.success('公告已保存（未发布）');
          else if (wasReleased) message.success('公告已保存，学员将收到更新后的公告');
          else message.success('公告已发布，学员将收到推送');
          notices.reload();
        }}
      />
    </>
  );
}
