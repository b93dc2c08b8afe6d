// 发布公告 and 编辑公告: the teacher writes a market notice for a month, for the whole course or one
// round, with its per-province urgent messages, and publishes it (trainees get it by push) or only
// stores it; editing changes a stored one (releasing a draft pushes it). A refusal is shown in the
// dialog, which keeps what was typed.
import { Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { FormDialog } from '../FormDialog';
import { ResetOnMount } from '../ResetOnMount';
import { urgentMessages } from '../../widgets/NoticesDialog/noticeContent';
import { NoticeEventsField, type NoticeEventFields } from './NoticeEventsField';
import { useServices } from '../../shell/services';
import type { AdminRound } from '../steps/types';
import { noticeEditText, noticeHtml, publishNotice, updateNotice, type Notice } from './noticesApi';

/** The form's fields. */
export interface NoticeFields {
  /** 0: every round of the course. */
  roundId: number;
  month: number;
  content: string;
  isRelease: boolean;
  events: NoticeEventFields[];
}

/** Props of the dialog. */
export interface NoticeModalProps {
  open: boolean;
  courseId: number;
  /** The month the form proposes for a new notice (the course's first month). */
  month: number;
  rounds: readonly AdminRound[];
  /** The course's province names, for the per-province messages. */
  provinces: readonly string[];
  /** The notice edited; none to write a new one. */
  editing?: Notice | undefined;
  onClose(): void;
  onSaved(notice: Notice): void;
}

/** The longest notice HTML the contract takes. */
const maxHtml = 20000;
const monthOptions = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `${i + 1}月` }));

/** The form's starting values: the edited notice's, or a new course-wide one to publish at once. */
function initialFields(month: number, editing: Notice | undefined): NoticeFields {
  if (!editing) return { roundId: 0, month, content: '', isRelease: true, events: [] };
  return {
    roundId: editing.roundId,
    month: editing.month,
    content: noticeEditText(editing.announcementContent),
    isRelease: editing.isRelease,
    events: urgentMessages(editing.eventContent).map((e) => ({
      // No province ('' in the stored list) is for every province: the select's placeholder.
      provinceName: e.provinceName || undefined,
      message: e.message,
    })),
  };
}

/** The dialog; its fields start afresh each time it opens. */
export function NoticeModal(props: NoticeModalProps) {
  const { open, courseId, month, rounds, provinces, editing, onClose, onSaved } = props;
  const action = editing ? '保存公告' : '发布公告';
  const { api } = useServices();
  const [form] = Form.useForm<NoticeFields>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const roundId = Form.useWatch('roundId', form);
  const chosen = rounds.find((r) => r.id === roundId);
  // Sessions share their round's notices.
  const roundOptions = [
    { value: 0, label: '全部轮次（课程公告）' },
    ...rounds.filter((r) => r.parentId == null).map((r) => ({ value: r.id, label: r.name })),
  ];

  const submit = async () => {
    const fields = await form.validateFields();
    setSaving(true);
    setFailure('');
    const body = {
      courseId,
      roundId: fields.roundId,
      month: fields.month,
      announcementContent: noticeHtml(fields.content),
      isRelease: fields.isRelease,
      events: (fields.events ?? []).map((e) => ({
        id: 0,
        ...(e.provinceName ? { provinceName: e.provinceName } : {}),
        message: e.message.trim(),
      })),
    };
    const outcome = editing
      ? await updateNotice(api, editing.id, body)
      : await publishNotice(api, body);
    setSaving(false);
    if (outcome.ok) onSaved(outcome.value);
    else setFailure(`${action}失败：${outcome.message}`);
  };

  return (
    <FormDialog
      open={open}
      title={editing ? '编辑公告' : '发布公告'}
      okText={editing ? '保存' : '发布'}
      saving={saving}
      failure={failure}
      width={600}
      onSubmit={submit}
      onCancel={onClose}
      onClosed={() => setFailure('')}
    >
      <Form<NoticeFields>
        form={form}
        layout="vertical"
        initialValues={initialFields(month, editing)}
        onValuesChange={(changed: Partial<NoticeFields>) => {
          // A round's notice is usually about the month it trades.
          const round = rounds.find((r) => r.id === changed.roundId);
          if (round) form.setFieldValue('month', round.month);
        }}
      >
        <Form.Item
          label="适用轮次"
          name="roundId"
          {...(chosen?.hidden ? { extra: '该轮次尚未开启，开启申报后学员才能看到这条公告' } : {})}
        >
          <Select options={roundOptions} virtual={false} />
        </Form.Item>
        <Form.Item label="月份" name="month" rules={[{ required: true, message: '请选择月份' }]}>
          <Select options={monthOptions} virtual={false} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          label="公告内容"
          name="content"
          extra="纯文本按行分段；也可直接填写 HTML"
          rules={[
            { required: true, whitespace: true, message: '请输入公告内容' },
            {
              validator: (_, value: string | undefined) =>
                noticeHtml(value ?? '').length <= maxHtml
                  ? Promise.resolve()
                  : Promise.reject(new Error(`公告内容过长，请控制在${maxHtml}字以内`)),
            },
          ]}
        >
          <Input.TextArea rows={6} />
        </Form.Item>
        <NoticeEventsField provinces={provinces} />
        <Form.Item
          label={editing ? '发布' : '立即发布'}
          name="isRelease"
          valuePropName="checked"
          extra={
            editing
              ? '开启则保存后推送给学员；关闭则学员看不到这条公告'
              : '关闭则只保存，不推送给学员'
          }
        >
          <Switch />
        </Form.Item>
        <ResetOnMount open={open} subject={editing ?? month} />
      </Form>
    </FormDialog>
  );
}
