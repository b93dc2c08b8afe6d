// 我的竞赛报名 on "my simulations": each sign-up with its state, 撤销报名 (asked first; the server
// refuses once the competition has started and the client's error notice says so) and, once the
// teacher has admitted it, 加入竞赛, which enrols the trainee so the competition joins their courses.
// Plain rows rather than a Table keep the first screen's chunk small.
import { App, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useServices } from '../../shell/services';
import type { Signup } from './useSignups';
import { stateTagProps } from '../../engine/values/stateTag';

/** Props: the sign-ups, which competitions the trainee has joined, and what to reload after a change. */
export interface SignupListProps {
  signups: Signup[];
  joined(courseId: number): boolean;
  /** A sign-up was withdrawn: the list changed. */
  onWithdrawn(): void;
  /** A competition was joined: the course list changed. */
  onJoined(): void;
}

const nameOf = (s: Signup) => s.courseName ?? `课程 ${s.courseId}`;

/** The trainee's competition sign-ups with their actions. */
export function SignupList({ signups, joined, onWithdrawn, onJoined }: SignupListProps) {
  const { api } = useServices();
  const { message, modal } = App.useApp();
  const [busyId, setBusyId] = useState<number | null>(null);

  // Failures (竞赛已开始…, 403 of a join) are shown by the client's error middleware, not here.
  const withdraw = (s: Signup) =>
    modal.confirm({
      title: '撤销报名',
      content: `确定撤销「${nameOf(s)}」的竞赛报名吗？撤销后需重新报名并经教师审核。`,
      okText: '撤销报名',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        const { response } = await api.DELETE('/api/app/userCompetition/{id}', {
          params: { path: { id: s.id } },
        });
        if (!response.ok) return;
        message.success('已撤销报名');
        onWithdrawn();
      },
    });

  const join = async (s: Signup) => {
    setBusyId(s.id);
    const { data } = await api.POST('/api/app/userCourse/registerCourse/{courseId}', {
      params: { path: { courseId: s.courseId } },
    });
    setBusyId(null);
    if (!data) return;
    message.success(`已加入竞赛「${nameOf(s)}」`);
    onJoined();
  };

  return (
    <Card size="small" title="我的竞赛报名" style={{ marginBottom: 16 }}>
      <Flex vertical gap={8} role="list">
        {signups.map((s) => {
          const isJoined = joined(s.courseId);
          return (
            <Flex
              key={s.id}
              role="listitem"
              aria-label={nameOf(s)}
              align="center"
              justify="space-between"
              wrap
              gap={8}
            >
              <Space wrap size={16}>
                <Typography.Text strong>{nameOf(s)}</Typography.Text>
                <Typography.Text type="secondary">
                  报名时间：{s.signupTime ? dayjs(s.signupTime).format('YYYY-MM-DD HH:mm') : '-'}
                </Typography.Text>
                {s.isAdmitted ? (
                  <Tag {...stateTagProps('positive')}>已通过</Tag>
                ) : (
                  <Tag {...stateTagProps('pending')}>待审核</Tag>
                )}
              </Space>
              {isJoined ? (
                <Typography.Text type="secondary">已加入</Typography.Text>
              ) : (
                <Space size={4}>
                  {s.isAdmitted && (
                    <Button
                      size="small"
                      type="primary"
                      loading={busyId === s.id}
                      onClick={() => void join(s)}
                    >
                      加入竞赛
                    </Button>
                  )}
                  <Button
                    size="small"
                    type="link"
                    danger
                    disabled={busyId === s.id}
                    onClick={() => withdraw(s)}
                  >
                    撤销报名
                  </Button>
                </Space>
              )}
            </Flex>
          );
        })}
      </Flex>
      {signups.some((s) => !joined(s.courseId)) && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          竞赛报名经授课教师审核通过后，点击「加入竞赛」即可在下方课程中进入。
        </Typography.Text>
      )}
    </Card>
  );
}
