// The order entry of a type-3 round: a book order (滚动撮合委托) or a listing (挂牌) in one segment or
// hour, on the side of the enterprise's listing role. The server checks the rules of spec section 5
// and answers a refusal with its Chinese reason; the form shows that reason and keeps what was typed.
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useEngine } from '../../engine/env';
import { invalidateOperations } from '../../engine/query/queryClient';
import { errorText } from '../../engine/useDataSource';
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

const isNumber = (text: string | undefined) =>
  text !== undefined && /^\d+(\.\d+)?$/.test(text.trim());

/** The order form; `onPeriod` tells the quote which book is chosen. */
export function OrderForm(props: {
  roundId: number;
  enterpriseId: number;
  role: Role | null;
  field: PeriodField;
  periods: Period[];
  onPeriod: (period: number | undefined) => void;
}) {
  const { api, notify } = useEngine();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<OrderValues>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const periodLabel = props.field === 'timeId' ? '小时' : '时段';

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
      );
      notify(values.orderType === 1 ? '挂牌已提交' : '委托已提交', 'success');
      form.setFieldValue('volume', undefined);
      await invalidateOperations(queryClient, orderChanges);
    } catch (e) {
      setError(errorText(e).replace(/^加载失败：/, ''));
    } finally {
      setSending(false);
    }
  };

  return (
    <Form<OrderValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '90px' }}
      initialValues={{ orderType: 0 }}
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed: Partial<OrderValues>) => {
        if ('period' in changed) props.onPeriod(changed.period);
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
          style={{ maxWidth: 220 }}
        />
      </Form.Item>
      <Form.Item
        name="price"
        label="价格"
        rules={[
          {
            validator: (_, v: string | undefined) =>
              isNumber(v) ? Promise.resolve() : Promise.reject(new Error('请输入正确的价格')),
          },
        ]}
      >
        <Input aria-label="价格" inputMode="decimal" suffix="元/MWh" style={{ maxWidth: 220 }} />
      </Form.Item>
      <Form.Item
        name="volume"
        label="电量"
        rules={[
          {
            validator: (_, v: string | undefined) =>
              isNumber(v) && Number(v) > 0
                ? Promise.resolve()
                : Promise.reject(new Error('请输入正确的电量')),
          },
        ]}
      >
        <Input aria-label="电量" inputMode="decimal" suffix="MWh" style={{ maxWidth: 220 }} />
      </Form.Item>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          data-testid="order-error"
          style={{ marginBottom: 12 }}
        />
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={sending} disabled={props.role === null}>
          提交委托
        </Button>
      </Space>
    </Form>
  );
}
