// The market notices dialog (70% wide): month tabs, urgent notices, the notice HTML (sanitised) and
// the per-province forecast min/max in MW; "当前市场公告正在发布中..." while nothing is released.
import { Alert, Empty, Modal, Spin, Table, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import type { components } from '../../api/schema.gen';
import { withoutLoading } from '../../api/types';
import { emptyMessages } from '../../machines/messages';
import { usePushedAnnouncements } from '../../realtime/RealtimeBridge';
import { useCourse } from '../../engine/useCourse';
import { useEngine } from '../../engine/env';
import { noticesByMonth, safeHtml, urgentMessages, type Notice } from './noticeContent';

type Prediction = components['schemas']['ProvincePrediction'];

/** Width of the dialog (spec section 9). */
export const noticesDialogWidth = '70%';

function MonthForecast({ roundId, month }: { roundId: number; month: number }) {
  const { client: api } = useEngine();
  const [rows, setRows] = useState<Prediction[] | null>(null);
  useEffect(() => {
    void api
      .GET('/api/app/reportHelp/provincePrediction/{roundId}', {
        params: { path: { roundId }, query: { month } },
        headers: withoutLoading,
      })
      .then(({ data }) => setRows(data?.items ?? []));
  }, [api, roundId, month]);
  if (rows === null) return <Spin size="small" />;
  if (rows.length === 0) return null;
  return (
    <Table<Prediction>
      size="small"
      pagination={false}
      rowKey={(r) => `${r.provinceName}-${r.name ?? ''}`}
      dataSource={rows}
      columns={[
        { title: '省份', dataIndex: 'provinceName' },
        { title: '名称', dataIndex: 'name' },
        { title: '最小值（MW）', dataIndex: 'min' },
        { title: '最大值（MW）', dataIndex: 'max' },
      ]}
    />
  );
}

/**
 * The round whose course the forecast is read through: the notice's own, or for a notice to the whole
 * course (round 0) the current round of that course; none when the trainee has no round yet.
 */
function forecastRound(notice: Notice, current: { id: number; courseId: number } | null) {
  if (notice.roundId > 0) return notice.roundId;
  return current && current.courseId === notice.courseId ? current.id : null;
}

function NoticeBody({ notice }: { notice: Notice }) {
  const { round } = useCourse();
  const forecastRoundId = forecastRound(notice, round);
  const urgent = urgentMessages(notice.eventContent);
  return (
    <div className="market-notice">
      {urgent.length > 0 && (
        <Alert
          type="error"
          showIcon
          title="紧急公告"
          description={urgent.map((u, i) => (
            <div key={i}>{u.provinceName ? `${u.provinceName}：${u.message}` : u.message}</div>
          ))}
          style={{ marginBottom: 12 }}
        />
      )}
      <div dangerouslySetInnerHTML={{ __html: safeHtml(notice.announcementContent) }} />
      {forecastRoundId !== null && <MonthForecast roundId={forecastRoundId} month={notice.month} />}
    </div>
  );
}

/** The dialog; loads the current course's notices when opened. */
export function NoticesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { client: api } = useEngine();
  const { course, round } = useCourse();
  const pushed = usePushedAnnouncements();
  const [notices, setNotices] = useState<Notice[] | null>(null);
  useEffect(() => {
    if (!open || !course) return;
    void api
      .GET('/api/app/courseAnnouncement/entityFilter', {
        params: { query: { courseId: course.id, ...(round ? { roundId: round.id } : {}) } },
      })
      .then(({ data }) => setNotices(data?.items ?? []));
  }, [api, open, course, round]);
  const months = noticesByMonth(notices ?? [], pushed);
  return (
    <Modal open={open} title="市场公告" width={noticesDialogWidth} footer={null} onCancel={onClose}>
      {notices === null && course ? (
        <Spin />
      ) : months.length === 0 ? (
        <Empty description={emptyMessages.noticePublishing} />
      ) : (
        <Tabs
          items={months.map(({ month, notices: list }) => ({
            key: String(month),
            label: `${month}月`,
            children: list.map((n) => <NoticeBody key={n.id} notice={n} />),
          }))}
        />
      )}
    </Modal>
  );
}
