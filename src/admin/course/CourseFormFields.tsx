// The fields of the teacher's course form: name, scene (fixed once the course exists), type, period
// (the end not before the start, and covering every month the course's rounds trade), the declaration
// price range and the course's switches.
import {
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Switch,
  type FormRule,
} from 'antd';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { enumLabels } from '../../api/enumLabels.gen';
import type { AdminRound } from '../steps/types';
import { roundLeftOut } from './courseForm';

const courseTypeOptions = Object.entries(enumLabels.CourseType).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** Switches of the course, by field name. */
const switches = [
  { name: 'isBuildQuestions', label: '开启答题' },
  { name: 'onlyRt', label: '仅实时市场' },
  { name: 'enableChat', label: '开启聊天' },
  { name: 'isHideSettlement', label: '隐藏结算' },
  { name: 'isPublicGrade', label: '公布成绩' },
] as const;

/** Props of the fields. */
export interface CourseFormFieldsProps {
  scenes: { value: number; label: string }[];
  /** Editing an existing course: its scene cannot change. */
  editing: boolean;
  /** The rounds of the course being edited: its period must keep the months they trade. */
  rounds?: readonly AdminRound[];
}

const half = { xs: 24, sm: 12 };

/** Flags a start (or end) date that leaves out a month some round trades (the server's refusal). */
const keepsRounds = (rounds: readonly AdminRound[], side: 'start' | 'end'): FormRule => ({
  validator: (_, date: Dayjs | undefined) => {
    const reason = date ? roundLeftOut(rounds, side, date) : null;
    return reason === null ? Promise.resolve() : Promise.reject(new Error(reason));
  },
});

/** The form items of a course. */
export function CourseFormFields({ scenes, editing, rounds = [] }: CourseFormFieldsProps) {
  return (
    <>
      <Form.Item
        label="课程名称"
        name="name"
        rules={[{ required: true, whitespace: true, message: '请输入课程名称' }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            label="场景"
            name="sceneId"
            rules={[{ required: true, message: '请选择场景' }]}
            {...(editing ? { extra: '课程建成后不能更换场景' } : {})}
          >
            <Select options={scenes} disabled={editing} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="课程类型" name="courseType">
            <Select options={courseTypeOptions} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="开始日期"
            name="startDate"
            validateFirst
            rules={[{ required: true, message: '请选择开始日期' }, keepsRounds(rounds, 'start')]}
          >
            <DatePicker style={{ width: '100%' }} allowClear={false} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="结束日期"
            name="endDate"
            dependencies={['startDate']}
            validateFirst
            rules={[
              { required: true, message: '请选择结束日期' },
              ({ getFieldValue }) => ({
                validator: (_, end: Dayjs | undefined) => {
                  const start = getFieldValue('startDate') as Dayjs | undefined;
                  return !end || !start || !end.isBefore(start, 'day')
                    ? Promise.resolve()
                    : Promise.reject(new Error('结束日期不能早于开始日期'));
                },
              }),
              keepsRounds(rounds, 'end'),
            ]}
          >
            <DatePicker style={{ width: '100%' }} allowClear={false} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="申报价格下限（元/MWh）"
            name="priceFloor"
            rules={[{ required: true, message: '请输入价格下限' }]}
          >
            <InputNumber style={{ width: '100%' }} min={-100000} max={100000} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="申报价格上限（元/MWh）"
            name="priceCap"
            dependencies={['priceFloor']}
            rules={[
              { required: true, message: '请输入价格上限' },
              ({ getFieldValue }) => ({
                validator: (_, cap: number | null | undefined) =>
                  cap == null || cap > (getFieldValue('priceFloor') as number)
                    ? Promise.resolve()
                    : Promise.reject(new Error('价格上限应高于价格下限')),
              }),
            ]}
          >
            <InputNumber style={{ width: '100%' }} min={-100000} max={100000} />
          </Form.Item>
        </Col>
        {switches.map(({ name, label }) => (
          <Col key={name} xs={12} sm={8}>
            <Form.Item label={label} name={name} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
