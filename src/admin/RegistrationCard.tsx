// 报名管理 on the teacher's course page. A teaching course is joinable only while its teacher keeps
// registration open; a competition only by trainees whose sign-up the teacher admitted. Both switches
// report refusals in Chinese and leave what is stored as it was.
import { Alert, App, Button, Card, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { formatValue } from '../engine/values/format';
import { useServices } from '../shell/services';
import type { AdminCourse } from './adminApi';
import {
  competitionCourseType,
  loadSignups,
  registrationOpen,
  removeSignup,
  setAdmission,
  setRegistration,
  type Signup,
} from './registrationApi';
import type { StepOutcome } from './steps/types';
import { useLoad } from './useLoad';
import { stateTagProps } from '../engine/values/stateTag';

/** Props of the card: the course as loaded, and how to load it again after a change. */
export interface RegistrationCardProps {
  course: AdminCourse;
  onCourseChanged(): void;
}

/** Shows an outcome as a toast: `done` on success, "<action>失败：<reason>" on refusal. */
function useOutcome() {
  const { message } = App.useApp();
  return (action: string, done: string, outcome: StepOutcome) => {
    if (outcome.ok) message.success(done);
    else message.error(`${action}失败：${outcome.message}`);
    return outcome.ok;
  };
}

/** 开放报名 switch of a teaching course. */
function OpenRegistrationSwitch({ course, onCourseChanged }: RegistrationCardProps) {
  const { api } = useServices();
  const report = useOutcome();
  const [saving, setSaving] = useState(false);
  const open = registrationOpen(course);
  const toggle = async (next: boolean) => {
    setSaving(true);
    const outcome = await setRegistration(api, course, next);
    setSaving(false);
    report(next ? '开放报名' : '关闭报名', next ? '已开放报名' : '已关闭报名', outcome);
    onCourseChanged();
  };
  return (
    <Space orientation="vertical" size={8}>
      <Space>
        <Switch
          checked={open}
          loading={saving}
          onChange={(next) => void toggle(next)}
          aria-label="开放报名"
          data-testid="open-registration"
        />
        <Typography.Text strong>{open ? '报名已开放' : '报名已关闭'}</Typography.Text>
      </Space>
      <Typography.Text type="secondary">
        开放后学员可在课程列表中加入本课程；关闭后新学员不能加入，已加入的学员不受影响。
      </Typography.Text>
    </Space>
  );
}

/** The sign-ups of a competition with 通过 / 取消通过 / 移除. */
function SignupTable({ courseId }: { courseId: number }) {
  const { api } = useServices();
  const report = useOutcome();
  const signups = useLoad(useCallback(() => loadSignups(api, courseId), [api, courseId]));
  const rows = signups.data ?? [];
  const admitted = rows.filter((s) => s.isAdmitted).length;
  // A sign-up's buttons spin from the click until the list shows what the server did: a double click
  // sent two admissions (已审核通过 twice), and a click after the answer but before the reload acted on
  // the row as it was. The ref refuses a second click landing before the re-render.
  const out = useRef(new Set<number>());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [changed, setChanged] = useState<ReadonlySet<number>>(new Set());
  const busy = (row: Signup) => pending.has(row.id) || (changed.has(row.id) && signups.loading);
  const whileBusy = async (row: Signup, request: () => Promise<void>) => {
    if (out.current.has(row.id)) return;
    out.current.add(row.id);
    setPending(new Set(out.current));
    try {
      await request();
    } finally {
      out.current.delete(row.id);
      setPending(new Set(out.current));
      setChanged((ids) => new Set(ids).add(row.id));
      signups.reload();
    }
  };
  const admit = (row: Signup, next: boolean) =>
    whileBusy(row, async () => {
      const outcome = await setAdmission(api, row.id, next);
      report(next ? '审核通过' : '取消通过', next ? '已审核通过' : '已取消通过', outcome);
    });
  const remove = (row: Signup) =>
    whileBusy(row, async () => {
      report('移除报名', '已移除报名', await removeSignup(api, row.id));
    });
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Text type="secondary" data-testid="admitted-count">
        竞赛学员需报名并经审核通过后才能加入。已通过 {admitted} / {rows.length}
      </Typography.Text>
      {signups.error && <Alert type="error" showIcon title={signups.error} />}
      <Table<Signup>
        rowKey="id"
        size="small"
        loading={signups.loading && !signups.data}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '还没有学员报名该竞赛' }}
        columns={[
          { title: '学员账号', dataIndex: 'userName', render: (v?: string) => v ?? '-' },
          { title: '学员姓名', dataIndex: 'traineeName', render: (v?: string) => v ?? '-' },
          {
            title: '报名时间',
            dataIndex: 'signupTime',
            width: 180,
            render: (v: unknown) => formatValue(v, { valueType: 'dateTime' }),
          },
          {
            title: '审核状态',
            dataIndex: 'isAdmitted',
            width: 110,
            render: (v?: boolean) =>
              v ? (
                <Tag {...stateTagProps('positive')}>已通过</Tag>
              ) : (
                <Tag {...stateTagProps('pending')}>待审核</Tag>
              ),
          },
          {
            title: '操作',
            key: 'action',
            width: 200,
            render: (_: unknown, row) => (
              <Space size={4}>
                <Button
                  size="small"
                  type="link"
                  loading={busy(row)}
                  onClick={() => void admit(row, !row.isAdmitted)}
                >
                  {row.isAdmitted ? '取消通过' : '通过'}
                </Button>
                <Popconfirm
                  title="移除报名"
                  description={`确定移除 ${row.traineeName ?? row.userName ?? ''} 的报名吗？`}
                  okText="确定"
                  cancelText="取消"
                  disabled={busy(row)}
                  onConfirm={() => remove(row)}
                >
                  <Button size="small" type="link" danger disabled={busy(row)}>
                    移除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}

/** 报名管理: the open switch of a teaching course, or the sign-ups of a competition. */
export function RegistrationCard({ course, onCourseChanged }: RegistrationCardProps) {
  const competition = course.courseType === competitionCourseType;
  return (
    <Card title={competition ? '报名审核' : '报名管理'}>
      {competition ? (
        <SignupTable courseId={course.id} />
      ) : (
        <OpenRegistrationSwitch course={course} onCourseChanged={onCourseChanged} />
      )}
    </Card>
  );
}
