// One unit's stepwise offer: its technical limits, the segments as typed (cumulative MW at the end of
// each segment and its price), checks on blur and on submit, copy of the previous day's offer, and the
// curve drawn as entered. A refusal (client or server) shows its message and keeps what was typed.
import { Alert, App, Button, Card, Col, Descriptions, Input, Row, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { NumericRule } from '../../engine/values/numericRules';
import { checkNumeric } from '../../engine/values/numericRules';
import { useEngine } from '../../engine/env';
import { offerIn, submitOffer, type DayAheadOffer, type Generator } from './api';
import { OfferCurveChart } from './OfferCurveChart';
import {
  cellOfMember,
  checkSegments,
  curveOf,
  maxSegments,
  segmentsFromSteps,
  volumeRule,
  type SegmentErrors,
  type SegmentText,
} from './offerRows';

/** Props of one unit's offer card. */
export interface UnitOfferCardProps {
  unit: Generator;
  roundId: number;
  enterpriseId: number;
  /** The stored offer of the unit in this round, if any. */
  offer: DayAheadOffer | undefined;
  /** The previous trading day's round, whose offer "复制上一日报价" copies. */
  previousRoundId: number | undefined;
  /** Sending province of inter-provincial offers; null within the province. */
  province: string | null;
  price: NumericRule;
  /** Quotation stopped or ended: the card only shows. */
  closed: boolean;
  onSaved: (offer: DayAheadOffer) => void;
}

const mw = (v: number | undefined) => (v === undefined ? '-' : `${v} MW`);

/** The card of one unit. */
export function UnitOfferCard(props: UnitOfferCardProps) {
  const { unit, roundId, enterpriseId, offer, price, closed } = props;
  const { client: api } = useEngine();
  const { message } = App.useApp();
  const [segments, setSegments] = useState<SegmentText[]>(() => segmentsFromSteps(offer?.steps));
  const [errors, setErrors] = useState<SegmentErrors[]>([]);
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const volume = volumeRule(unit.capacity);
  const curve = useMemo(() => curveOf(segments), [segments]);
  const label = unit.name;

  const edit = (index: number, cell: keyof SegmentText, text: string) => {
    setSegments((s) => s.map((seg, i) => (i === index ? { ...seg, [cell]: text } : seg)));
    setErrors((e) => e.map((x, i) => (i === index ? { ...x, [cell]: undefined } : x)));
    setFormError(undefined);
  };
  const blur = (index: number, cell: keyof SegmentText) => {
    const text = segments[index]?.[cell] ?? '';
    const problem = checkNumeric(text, cell === 'price' ? price : volume);
    if (problem)
      setErrors((e) => Object.assign([...e], { [index]: { ...e[index], [cell]: problem } }));
  };
  const add = () => {
    if (segments.length >= maxSegments) return setFormError(`报价段数应为1至${maxSegments}段`);
    setSegments((s) => [...s, { volume: '', price: '' }]);
  };
  const remove = (index: number) => {
    setSegments((s) => s.filter((_, i) => i !== index));
    setErrors((e) => e.filter((_, i) => i !== index));
  };

  const copyPrevious = async () => {
    if (props.previousRoundId === undefined) return setFormError('没有上一日的日前现货轮次');
    setBusy(true);
    try {
      const previous = await offerIn(api, props.previousRoundId, enterpriseId, unit.id);
      if (!previous) return setFormError('该机组上一日没有报价');
      setSegments(segmentsFromSteps(previous.steps));
      setErrors([]);
      setFormError(undefined);
      void message.info('已复制上一日报价，请检查后提交');
    } catch (error) {
      setFormError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const checked = checkSegments(segments, price, volume);
    if (!checked.ok) {
      setErrors(checked.errors);
      return setFormError(checked.message);
    }
    setBusy(true);
    const outcome = await submitOffer(api, {
      roundId,
      unitId: unit.id,
      province: props.province,
      steps: checked.steps,
    });
    setBusy(false);
    if (outcome.ok) {
      props.onSaved(outcome.value);
      void message.success('报价提交成功');
      return;
    }
    // The typed segments stay; the message shows, and on the cell it names when it names one.
    setFormError(outcome.message);
    const cells = outcome.members.flatMap((m) => cellOfMember(m) ?? []);
    setErrors(
      segments.map((_, i) =>
        Object.fromEntries(
          cells.filter((c) => c.index === i).map((c) => [c.cell, outcome.message]),
        ),
      ),
    );
  };

  const cell = (index: number, field: keyof SegmentText, name: string) => {
    const problem = errors[index]?.[field];
    return (
      <div>
        <Input
          aria-label={`${label} 第${index + 1}段${name}`}
          value={segments[index]?.[field] ?? ''}
          status={problem ? 'error' : ''}
          disabled={closed || busy}
          onChange={(e) => edit(index, field, e.target.value)}
          onBlur={() => blur(index, field)}
        />
        {problem && <div className="ant-form-item-explain-error">{problem}</div>}
      </div>
    );
  };

  return (
    <Card
      size="small"
      title={
        <Space>
          {label}
          {offer ? <Tag color="green">已申报</Tag> : <Tag>未申报</Tag>}
        </Space>
      }
      data-testid={`offer-${unit.id}`}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'pmax', label: '最大出力（Pmax）', children: mw(unit.capacity) },
          { key: 'pmin', label: '最小技术出力（Pmin）', children: mw(unit.minOutput) },
          {
            key: 'ramp',
            label: '爬坡速率',
            children: unit.rampRate === undefined ? '-' : `${unit.rampRate} MW/15分钟`,
          },
        ]}
      />
      <Row gutter={16}>
        <Col xs={24} lg={13}>
          <Table<SegmentText & { index: number }>
            size="small"
            pagination={false}
            rowKey="index"
            dataSource={segments.map((s, index) => ({ ...s, index }))}
            columns={[
              { title: '段', dataIndex: 'index', width: 48, render: (i: number) => i + 1 },
              {
                title: '段末出力(MW)',
                key: 'volume',
                render: (_, r) => cell(r.index, 'volume', '出力'),
              },
              {
                title: '报价(元/MWh)',
                key: 'price',
                render: (_, r) => cell(r.index, 'price', '报价'),
              },
              {
                title: '操作',
                key: 'op',
                width: 64,
                render: (_, r) => (
                  <Button
                    type="link"
                    size="small"
                    disabled={closed || busy || segments.length <= 1}
                    aria-label={`${label} 删除第${r.index + 1}段`}
                    onClick={() => remove(r.index)}
                  >
                    删除
                  </Button>
                ),
              },
            ]}
          />
          {formError && <Alert type="error" showIcon style={{ marginTop: 8 }} title={formError} />}
          <Space wrap style={{ marginTop: 8 }}>
            <Button disabled={closed || busy} onClick={add}>
              添加报价段
            </Button>
            <Button disabled={closed || busy} onClick={() => void copyPrevious()}>
              复制上一日报价
            </Button>
            <Button type="primary" loading={busy} disabled={closed} onClick={() => void submit()}>
              提交报价
            </Button>
          </Space>
        </Col>
        <Col xs={24} lg={11}>
          <OfferCurveChart curve={curve} />
        </Col>
      </Row>
    </Card>
  );
}
