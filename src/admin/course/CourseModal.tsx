// 新建课程 / 编辑课程: the teacher names a course, picks its scene (new courses only), type and dates,
// and sets its arguments. An edited course's rounds are loaded so its dates are checked against the
// months they trade before sending. A refusal is shown in the dialog, which keeps what was typed.
import { Form } from 'antd';
import { useMemo, useState } from 'react';
import { FormDialog } from '../FormDialog';
import { ResetOnMount } from '../ResetOnMount';
import { useLoad } from '../useLoad';
import { useServices } from '../../shell/services';
import { loadAdminRounds, type AdminCourse } from '../adminApi';
import { saveCourse } from './courseApi';
import {
  courseFields,
  courseInput,
  newCourseFields,
  sceneOptions,
  type CourseFields,
  type Scene,
} from './courseForm';
import { CourseFormFields } from './CourseFormFields';

/** Props of the course dialog. */
export interface CourseModalProps {
  open: boolean;
  /** The teacher's courses: a new course is built on their scene by default. */
  courses: readonly AdminCourse[];
  /** The scenes the back end lists for new courses (none: the scenes of the teacher's courses). */
  scenes: readonly Scene[];
  /** The course to change; a new course when absent. */
  editing: AdminCourse | null;
  onClose(): void;
  /** After a save; `created` is false for an edit. */
  onSaved(course: AdminCourse, created: boolean): void;
}

/** The dialog; its fields start afresh each time it opens. */
export function CourseModal(props: CourseModalProps) {
  const { open, courses, scenes, editing, onClose, onSaved } = props;
  const { api } = useServices();
  const [form] = Form.useForm<CourseFields>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  // Without them (still loading, or failed) the server's refusal says it instead.
  const editedId = open ? editing?.id : undefined;
  const rounds = useLoad(
    useMemo(
      () => (editedId === undefined ? null : () => loadAdminRounds(api, editedId)),
      [api, editedId],
    ),
  );

  const submit = async () => {
    const fields = await form.validateFields();
    setSaving(true);
    setFailure('');
    const outcome = await saveCourse(api, editing?.id ?? null, courseInput(fields));
    setSaving(false);
    if (outcome.ok) onSaved(outcome.value, !editing);
    else setFailure(`${editing ? '保存' : '新建'}课程失败：${outcome.message}`);
  };

  return (
    <FormDialog
      open={open}
      title={editing ? `编辑课程「${editing.name}」` : '新建课程'}
      okText={editing ? '保存' : '创建'}
      saving={saving}
      failure={failure}
      width={640}
      onSubmit={submit}
      onCancel={onClose}
      onClosed={() => setFailure('')}
    >
      <Form<CourseFields>
        form={form}
        layout="vertical"
        initialValues={
          editing ? courseFields(editing) : newCourseFields(courses, undefined, scenes)
        }
        preserve={false}
      >
        <CourseFormFields
          scenes={sceneOptions(courses, scenes)}
          editing={editing !== null}
          rounds={editing && !rounds.loading ? (rounds.data ?? []) : []}
        />
        <ResetOnMount open={open} subject={editing} />
      </Form>
    </FormDialog>
  );
}
