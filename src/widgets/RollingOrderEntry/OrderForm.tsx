// The order entry of a type-3 round: a book order (滚动撮合委托) or a listing (挂牌) in one segment or
// hour, on the side of the enterprise's listing role. Price and volume are checked here against the
// round's declaration rules (spec section 5), with the message at the field; what the server still
// refuses (quota, round stopped) shows as its Chinese reason above the button, once, and stays only
// until the next attempt or until the field it names is edited. What was typed is kept.
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { components } from '../../api/schema.gen';
import { withoutErrorNotice } from '../../api/types';
import { useEngine } from '../../engine/env';
import { invalidateOperations } from '../../engine/query/queryClient';
import {
  fieldsOfMembers,
  orderRules,
  priceProblem,
  volumeProblem,
  type OrderField,
} from './orderChecks';
import { orderChanges } from './ops';
import type { Period, PeriodField } from './periods';
import type { Role } from './RoleBar';

/** What the trainee types; numbers stay text until submit so bad input gets its message. */
interface OrderValues {
  orderType: 0 | 1;
  period?: number;
  price?: string;
  volume?: string;
}

const orderTypes = [
  { value: 0, label: '滚动撮合委托' },
  { value: 1, label: '挂牌' },
];

type ErrorBody = components['schemas']['RemoteServiceErrorResponse'];

/** A refusal of the server: its message and the form fields it names. */
interface ServerError {
  message: string;
  fields: OrderField[];
}

/** The refusal of a failed call, from the ABP error body when the server sent one. */
function serverErrorOf(e: unknown): ServerError {
  const body = (e as { body?: ErrorBody } | null)?.body?.error;
  const members = (body?.validationErrors ?? []).flatMap((v) => v.members);
  return { message: body?.message || '委托提交失败，请稍后重试', fields: fieldsOfMembers(members) };
}

/** A form rule from a check that answers a message or undefined. */
const ruleOf = (check: (text: string | undefined) => string | undefined) => ({
  validator: (_: unknown, v: string | undefined) => {
    const message = check(v);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

type DeclarationRules = components['schemas']['DeclarationRules'];

/** The order form; `onPeriod` tells the quote which book is chosen. */
export function OrderForm(props: {
  roundId: number;
  enterpriseId: number;
  role: Role | null;
  field: PeriodField;
  periods: Period[];
  /** The round's declaration rules: price floor, cap and decimals, volume decimals. */
  rules: DeclarationRules | undefined;
  onPeriod: (period: number | undefined) => void;
  /** The round takes no orders now: every field and the button are off (the reason shows above). */
  disabled: boolean;
}) {
  const { api, notify } = useEngine();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<OrderValues>();
  const [error, setError] = useState<ServerError | null>(null);
  const [sending, setSending] = useState(false);
  const periodLabel = props.field === 'timeId' ? '小时' : '时段';
  const rules = orderRules(props.rules);

  const submit = async (values: OrderValues) => {
    if (props.role === null) return;
    setSending(true);
    setError(null);
    try {
      await api.callOperation(
        'placeListingOrder',
        {},
        {
          roundId: props.roundId,
          enterpriseId: props.enterpriseId,
          direction: props.role,
          [props.field]: values.period,
          price: Number(values.price),
          volume: Number(values.volume),
          orderType: values.orderType,
        },
        // The refusal shows in the form; a notification as well said it twice.
        { headers: withoutErrorNotice },
      );
      notify(values.orderType === 1 ? '挂牌已提交' : '委托已提交', 'success');
      form.setFieldValue('volume', undefined);
      await invalidateOperations(queryClient, orderChanges);
    } catch (e) {
      setError(serverErrorOf(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Form<OrderValues>
      form={form}
      disabled={props.disabled}
      layout="horizontal"
      labelCol={{ flex: '90px' }}
      initialValues={{ orderType: 0 }}
      onFinish={(values) => void submit(values)}
      // A new attempt is about what is typed now: the last refusal must not stay beside its messages.
      onFinishFailed={() => setError(null)}
      onValuesChange={(changed: Partial<OrderValues>) => {
        if ('period' in changed) props.onPeriod(changed.period);
        if (error?.fields.some((f) => f in changed)) setError(null);
      }}
    >
      <Form.Item label="委托方向">
        <Typography.Text data-testid="order-direction">
          {props.role === null ? '请先选择挂牌角色' : props.role === 0 ? '买入' : '卖出'}
        </Typography.Text>
      </Form.Item>
      <Form.Item name="orderType" label="委托类型">
        <Radio.Group options={orderTypes} />
      </Form.Item>
      <Form.Item
        name="period"
        label={periodLabel}
        rules={[{ required: true, message: `请选择${periodLabel}` }]}
      >
        <Select
          aria-label={periodLabel}
          placeholder={`请选择${periodLabel}`}
          options={props.periods}
          // 24 hours: typing "14" finds 14:00-15:00 faster than scrolling.
          showSearch={{ optionFilterProp: 'label' }}
          style={{ maxWidth: 220 }}
        />
      </Form.Item>
      <Form.Item name="price" label="价格" rules={[ruleOf((v) => priceProblem(v, rules.price))]}>
        <Input aria-label="价格" inputMode="decimal" suffix="元/MWh" style={{ maxWidth: 220 }} />
      </Form.Item>
      <Form.Item name="volume" label="电量" rules={[ruleOf((v) => volumeProblem(v, rules.volume))]}>
        <Input aria-label="电量" inputMode="decimal" suffix="MWh" style={{ maxWidth: 220 }} />
      </Form.Item>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error.message}
          data-testid="order-error"
          style={{ marginBottom: 12 }}
        />
      )}
      <Space>
        <Button
          type="primary"
          htmlType="submit"
          loading={sending}
          disabled={props.disabled || props.role === null}
        >
          提交委托
        </Button>
      </Space>
    </Form>
  );
}
