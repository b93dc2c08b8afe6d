// 新增场次: the teacher names the next session (场次) of a rolling-matching round. The server gives it
// the round's market and days and creates it 未开始; 开始本场 opens it. A refusal shows in the dialog,
// which keeps the name.
import { Form, Input } from 'antd';
import { useState } from 'react';
import { FormDialog } from '../FormDialog';
import { saveRound } from '../round/roundApi';
import { useServices } from '../../shell/services';
import type { AdminRound } from './types';

/** Props of the dialog. */
export interface AddSessionModalProps {
  open: boolean;
  market: AdminRound;
  /** How many sessions the round has: the proposed name is the next one's. */
  count: number;
  onClose(): void;
  onAdded(name: string): void;
}

/** The dialog; its name starts afresh each time it opens. */
export function AddSessionModal({ open, market, count, onClose, onAdded }: AddSessionModalProps) {
  const { api } = useServices();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');

  const submit = async () => {
    const { name } = await form.validateFields();
    setSaving(true);
    setFailure('');
    // The market fields are the round's own; the server takes them from the round anyway.
    const { courseId, type, cycle, year, month } = market;
    const body = { courseId, parentId: market.id, name: name.trim(), type, cycle, year, month };
    const outcome = await saveRound(api, null, body);
    setSaving(false);
    if (outcome.ok) onAdded(outcome.value.name);
    else setFailure(`新增场次失败：${outcome.message}`);
  };

  return (
    <FormDialog
      open={open}
      title={`新增场次 · ${market.name}`}
      okText="新增"
      saving={saving}
      failure={failure}
      width={480}
      onSubmit={submit}
      onCancel={onClose}
      onClosed={() => setFailure('')}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: `${market.name}第${count + 1}场` }}
      >
        <Form.Item
          name="name"
          label="场次名称"
          rules={[
            { required: true, whitespace: true, message: '请输入场次名称' },
            { max: 100, message: '场次名称最多100个字' },
          ]}
          extra="新场次创建后为「未开始」，点击「开始本场」后学员才能在其中下单。"
        >
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
