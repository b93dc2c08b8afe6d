// /admin: the courses this teacher runs, each with a link to its rounds.
import { Alert, Button, Card, Table } from 'antd';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { formatValue } from '../engine/values/format';
import { useServices } from '../shell/services';
import { loadAdminCourses, type AdminCourse } from './adminApi';
import { AdminLayout } from './AdminLayout';
import { useLoad } from './useLoad';

const courseTypes: Record<number, string> = {
  1: '教学对抗',
  2: '试卷/考试',
  3: '教学对抗（兼考试）',
};

/** The teacher's course list. */
export function AdminCoursesPage() {
  const { api } = useServices();
  const courses = useLoad(useCallback(() => loadAdminCourses(api), [api]));
  return (
    <AdminLayout crumbs={[{ title: '我的课程' }]}>
      <Card
        title="我的课程"
        extra={
          <Button onClick={courses.reload} loading={courses.loading}>
            刷新
          </Button>
        }
      >
        {courses.error && <Alert type="error" showIcon title={courses.error} />}
        <Table<AdminCourse>
          rowKey="id"
          size="middle"
          loading={courses.loading && !courses.data}
          dataSource={courses.data ?? []}
          pagination={false}
          locale={{ emptyText: '您还没有任何课程' }}
          columns={[
            { title: '课程编号', dataIndex: 'id', width: 100 },
            { title: '课程名称', dataIndex: 'name' },
            {
              title: '课程类型',
              dataIndex: 'courseType',
              width: 160,
              render: (t: number) => courseTypes[t] ?? '-',
            },
            {
              title: '开始时间',
              dataIndex: 'startDate',
              width: 170,
              render: (v: unknown) => formatValue(v, { valueType: 'dateTime' }),
            },
            {
              title: '结束时间',
              dataIndex: 'endDate',
              width: 170,
              render: (v: unknown) => formatValue(v, { valueType: 'dateTime' }),
            },
            {
              title: '操作',
              key: 'action',
              width: 140,
              render: (_: unknown, course) => (
                <Link to={`/admin/course/${course.id}`}>管理交易轮次</Link>
              ),
            },
          ]}
        />
      </Card>
    </AdminLayout>
  );
}
