// One course card of "my simulations": name, dates, countdown and the enter / switch / restart buttons.
import { Button, Card, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Course } from '../../engine/env';
import { Countdown } from './Countdown';
import { stateTagProps } from '../../engine/values/stateTag';

/** What a card can ask for. */
export interface CourseCardProps {
  course: Course;
  /** True for the user's current course. */
  current: boolean;
  busy: boolean;
  onEnter(course: Course): void;
  onRestart(course: Course): void;
}

const typeLabel = (type: number) => (type >= 2 ? '考试' : '教学');

/** A card for one course. */
export function CourseCard({ course, current, busy, onEnter, onRestart }: CourseCardProps) {
  const date = (value: string | undefined) => (value ? dayjs(value).format('YYYY-MM-DD') : '-');
  return (
    <Card
      title={course.name}
      extra={current ? <Tag {...stateTagProps('info')}>当前课程</Tag> : null}
      actions={[
        <Button key="enter" type="link" loading={busy} onClick={() => onEnter(course)}>
          {current ? '进入仿真' : '切换课程'}
        </Button>,
        <Button key="restart" type="link" disabled={busy} onClick={() => onRestart(course)}>
          重新开始
        </Button>,
      ]}
    >
      <Space orientation="vertical" size={4}>
        <Typography.Text>
          课程类型：<Tag>{typeLabel(course.courseType)}</Tag>
        </Typography.Text>
        <Typography.Text>场景：{course.scene?.name ?? '-'}</Typography.Text>
        <Typography.Text>
          时间：{date(course.startDate)} 至 {date(course.endDate)}
        </Typography.Text>
        <Countdown endDate={course.endDate} />
      </Space>
    </Card>
  );
}
