// /admin: the courses this teacher runs, each with a link to its rounds.
import { Alert, App, Button, Card, Space, Table } from 'antd';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatValue } from '../engine/values/format';
import { useServices } from '../shell/services';
import { loadAdminCourses, type AdminCourse } from './adminApi';
import { AdminLayout } from './AdminLayout';
import { loadScenes } from './course/courseApi';
import { CourseModal } from './course/CourseModal';
import { useLoad } from './useLoad';

const courseTypes: Record<number, string> = {
  1: '教学对抗',
  2: '试卷/考试',
  3: '教学对抗（兼考试）',
};

/** The teacher's course list. */
export function AdminCoursesPage() {
  const { api } = useServices();
  const { message } = App.useApp();
  const courses = useLoad(useCallback(() => loadAdminCourses(api), [api]));
  const scenes = useLoad(useCallback(() => loadScenes(api), [api]));
  // The course being edited, or 'new' while 新建课程 is open.
  const [editing, setEditing] = useState<AdminCourse | 'new' | null>(null);
  return (
    <AdminLayout crumbs={[{ title: '我的课程' }]}>
      <Card
        title="我的课程"
        extra={
          <Space>
            <Button type="primary" onClick={() => setEditing('new')}>
              新建课程
            </Button>
            <Button onClick={courses.reload} loading={courses.loading}>
              刷新
            </Button>
          </Space>
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
              width: 200,
              render: (_: unknown, course) => (
                <Space>
                  <Link to={`/admin/course/${course.id}`}>管理交易轮次</Link>
                  <Button type="link" size="small" onClick={() => setEditing(course)}>
                    编辑
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <CourseModal
        open={editing !== null}
        courses={courses.data ?? []}
        scenes={scenes.data ?? []}
        editing={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(course, created) => {
          setEditing(null);
          message.success(
            created ? `课程「${course.name}」已创建` : `课程「${course.name}」已保存`,
          );
          courses.reload();
        }}
      />
    </AdminLayout>
  );
}
