// 新建集中竞价轮次: the teacher names a round and its period; it is created hidden, so trainees see it
// only after 开启申报. The name follows the period until the teacher types one of their own.
import { Alert, Form, Input, InputNumber, Modal, Radio, Select, Switch } from 'antd';
import { useState } from 'react';
import { useServices } from '../shell/services';
import { createRound } from './adminApi';
import {
  daysInMonth,
  nextPeriod,
  roundInput,
  suggestedName,
  type NewRoundFields,
} from './newRound';
import type { AdminRound } from './steps/types';

/** Props of the new-round dialog. */
export interface NewRoundModalProps {
  open: boolean;
  courseId: number;
  /** The course's rounds: the next period follows the latest one. */
  rounds: readonly AdminRound[];
  onClose(): void;
  onCreated(round: { id: number; name: string }): void;
}

const cycles = [
  { value: 1, label: '月度' },
  { value: 2, label: '多日' },
  { value: 3, label: '日' },
];

/** The dialog; its fields start from the month after the latest round each time it opens. */
export function NewRoundModal({ open, courseId, rounds, onClose, onCreated }: NewRoundModalProps) {
  const { api } = useServices();
  const [form] = Form.useForm<NewRoundFields>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  // Whether the teacher has typed a name: then the period no longer rewrites it.
  const [named, setNamed] = useState(false);
  const cycle = Form.useWatch('cycle', form);
  const year = Form.useWatch('year', form);
  const month = Form.useWatch('month', form);
  const lastDay = year && month ? daysInMonth(year, month) : 31;

  const initial = (): NewRoundFields => {
    const period = nextPeriod(rounds);
    const fields = { isInterProvincial: false, cycle: 1 as const, ...period, enableQuota: true };
    return { ...fields, name: suggestedName(fields) };
  };

  const onValuesChange = (changed: Partial<NewRoundFields>, all: NewRoundFields) => {
    if ('name' in changed) setNamed(true);
    else if (!named) form.setFieldValue('name', suggestedName(all));
  };

  const submit = async () => {
    const fields = await form.validateFields();
    setSaving(true);
    setFailure('');
    const outcome = await createRound(api, roundInput(courseId, fields));
    setSaving(false);
    if (!outcome.ok) {
      // The dialog stays open with everything entered, so the teacher can correct and retry.
      setFailure(`新建轮次失败：${outcome.message}`);
      return;
    }
    onCreated(outcome.round);
  };

  return (
    <Modal
      open={open}
      title="新建集中竞价轮次"
      okText="创建"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      afterOpenChange={(visible) => {
        // The form itself is mounted afresh with initialValues on every opening.
        if (!visible) return;
        setNamed(false);
        setFailure('');
      }}
      destroyOnHidden
      width={560}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ span: 6 }}
        initialValues={initial()}
        onValuesChange={onValuesChange}
        preserve={false}
      >
        <Form.Item label="交易范围" name="isInterProvincial">
          <Radio.Group
            options={[
              { value: false, label: '省内' },
              { value: true, label: '省间' },
            ]}
          />
        </Form.Item>
        <Form.Item label="交易周期" name="cycle">
          <Select options={cycles} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="年份" name="year" rules={[{ required: true, message: '请输入年份' }]}>
          <InputNumber min={2000} max={2100} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="月份" name="month" rules={[{ required: true, message: '请选择月份' }]}>
          <Select
            style={{ width: 140 }}
            // Twelve rows need no virtual list, whose scroll to the current month moves rows under a click.
            virtual={false}
            options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `${i + 1}月` }))}
          />
        </Form.Item>
        {cycle === 3 && (
          <Form.Item
            label="交易日"
            name="day"
            rules={[{ required: true, message: '请输入交易日' }]}
          >
            <InputNumber min={1} max={lastDay} precision={0} style={{ width: 140 }} />
          </Form.Item>
        )}
        {cycle === 2 && (
          <Form.Item label="起止日" required>
            <Form.Item
              name="startDay"
              noStyle
              rules={[{ required: true, message: '请输入开始日' }]}
            >
              <InputNumber min={1} max={lastDay} precision={0} placeholder="开始日" />
            </Form.Item>
            <span style={{ margin: '0 8px' }}>至</span>
            <Form.Item
              name="endDay"
              noStyle
              dependencies={['startDay']}
              rules={[
                { required: true, message: '请输入结束日' },
                ({ getFieldValue }) => ({
                  validator: (_, value: number | undefined) =>
                    value === undefined || value >= (getFieldValue('startDay') as number)
                      ? Promise.resolve()
                      : Promise.reject(new Error('结束日不能早于开始日')),
                }),
              ]}
            >
              <InputNumber min={1} max={lastDay} precision={0} placeholder="结束日" />
            </Form.Item>
          </Form.Item>
        )}
        <Form.Item
          label="轮次名称"
          name="name"
          rules={[{ required: true, whitespace: true, message: '请输入轮次名称' }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="启用额度" name="enableQuota" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
