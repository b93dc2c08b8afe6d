// One load's 96-point day-ahead bid beside its forecast, as a table and a chart of both: fill a period
// (from slot, to slot, MW) or copy the forecast, adjust single slots, then submit. Bad slots are marked
// with the rule's message; a server refusal shows its message; what was typed stays either way.
import { Alert, App, Button, Card, Col, Input, Row, Select, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { components } from '../../api/schema.gen';
import { checkNumeric } from '../../engine/values/numericRules';
import { useEngine } from '../../engine/env';
import { submitDemandBid, type CurvePoint, type DemandBid } from './api';
import { DemandBidChart } from './DemandBidChart';
import { FieldError } from './FieldError';
import {
  checkBid,
  demandRule,
  fillPeriod,
  forecastBySlot,
  slotCount,
  slotStart,
  startsMessageRun,
  textsFromPoints,
} from './demandRows';
import { stateTagProps } from '../../engine/values/stateTag';

/** Props of one load's bid card. */
export interface DemandBidCardProps {
  demand: components['schemas']['Demand'];
  roundId: number;
  forecast: CurvePoint[];
  bid: DemandBid | undefined;
  closed: boolean;
  onSaved: (bid: DemandBid) => void;
}

const slotOptions = Array.from({ length: slotCount }, (_, slot) => ({
  value: slot,
  label: slotStart(slot),
}));

/** The card of one load. */
export function DemandBidCard({
  demand,
  roundId,
  forecast,
  bid,
  closed,
  onSaved,
}: DemandBidCardProps) {
  const { client: api } = useEngine();
  const { message } = App.useApp();
  const [texts, setTexts] = useState<string[]>(() => textsFromPoints(bid?.points));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string>();
  // The fill row's own message, shown beside it: an alert under the 96-slot table went unseen.
  const [fillError, setFillError] = useState<string>();
  const [period, setPeriod] = useState<{ from: number; to: number; mw: string }>({
    from: 0,
    to: slotCount - 1,
    mw: '',
  });
  const [busy, setBusy] = useState(false);
  // The server accepts up to twice the load's peak: room for strategy, not for typing errors.
  const rule = demandRule(demand.maxLoad ? Math.round(demand.maxLoad * 200) / 100 : undefined);
  const expected = useMemo(() => forecastBySlot(forecast), [forecast]);

  const setAll = (next: string[]) => {
    setTexts(next);
    setErrors({});
    setFormError(undefined);
    setFillError(undefined);
  };
  const fill = () => {
    // The slot cells' own check and message (申报最小负荷为0MW for -50); nothing is filled then.
    const problem = period.mw.trim() === '' ? '请填写时段负荷' : checkNumeric(period.mw, rule);
    if (problem) return setFillError(problem);
    setFillError(undefined);
    setAll(fillPeriod(texts, period.from, period.to, period.mw.trim()));
  };
  const fillErrorId = `fill-error-${demand.id}`;
  const submit = async () => {
    const checked = checkBid(texts, rule);
    if (!checked.ok) {
      setErrors(checked.errors);
      return setFormError(checked.message);
    }
    setBusy(true);
    const outcome = await submitDemandBid(api, {
      roundId,
      demandId: demand.id,
      points: checked.points,
    });
    setBusy(false);
    if (outcome.ok) {
      onSaved(outcome.value);
      void message.success('负荷申报提交成功');
      return;
    }
    setFormError(outcome.message);
  };

  return (
    <Card
      size="small"
      title={
        <Space>
          {demand.name}
          {bid ? <Tag {...stateTagProps('positive')}>已申报</Tag> : <Tag>未申报</Tag>}
        </Space>
      }
      data-testid={`bid-${demand.id}`}
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <span>按时段填写：从</span>
        <Select
          aria-label={`${demand.name} 起始时段`}
          style={{ width: 96 }}
          value={period.from}
          options={slotOptions}
          disabled={closed}
          onChange={(from: number) => setPeriod((p) => ({ ...p, from }))}
        />
        <span>至</span>
        <Select
          aria-label={`${demand.name} 结束时段`}
          style={{ width: 96 }}
          value={period.to}
          options={slotOptions}
          disabled={closed}
          onChange={(to: number) => setPeriod((p) => ({ ...p, to }))}
        />
        <Input
          aria-label={`${demand.name} 时段负荷`}
          aria-invalid={fillError ? true : undefined}
          aria-describedby={fillError ? fillErrorId : undefined}
          style={{ width: 140 }}
          suffix="MW"
          value={period.mw}
          status={fillError ? 'error' : ''}
          disabled={closed}
          onChange={(e) => {
            setPeriod((p) => ({ ...p, mw: e.target.value }));
            setFillError(undefined);
          }}
        />
        <Button disabled={closed} onClick={fill}>
          按时段填入
        </Button>
        <Button
          disabled={closed || expected.every((v) => v === undefined)}
          onClick={() => setAll(expected.map((v) => (v === undefined ? '' : String(v))))}
        >
          按预测填写
        </Button>
        {fillError && (
          <FieldError id={fillErrorId} role="alert" style={{ display: 'inline' }}>
            {fillError}
          </FieldError>
        )}
      </Space>
      <Row gutter={16}>
        <Col xs={24} lg={13}>
          <Table<{ slot: number }>
            size="small"
            pagination={false}
            rowKey="slot"
            scroll={{ y: 360 }}
            dataSource={Array.from({ length: slotCount }, (_, slot) => ({ slot }))}
            columns={[
              { title: '时段', key: 'slot', width: 90, render: (_, r) => slotStart(r.slot) },
              {
                title: '预测负荷(MW)',
                key: 'forecast',
                align: 'right',
                render: (_, r) => expected[r.slot]?.toFixed(2) ?? '-',
              },
              {
                title: '申报负荷(MW)',
                key: 'bid',
                render: (_, r) => (
                  <div>
                    <SlotInput
                      label={`${demand.name} ${slotStart(r.slot)} 申报负荷`}
                      value={texts[r.slot] ?? ''}
                      error={errors[r.slot]}
                      showText={startsMessageRun(errors, r.slot)}
                      disabled={closed || busy}
                      onChange={(text) => {
                        setTexts((t) => t.map((x, i) => (i === r.slot ? text : x)));
                        setErrors(({ [r.slot]: _, ...rest }) => rest);
                        setFormError(undefined);
                      }}
                    />
                  </div>
                ),
              },
            ]}
          />
        </Col>
        <Col xs={24} lg={11}>
          <DemandBidChart forecast={expected} texts={texts} />
        </Col>
      </Row>
      {formError && <Alert type="error" showIcon style={{ marginTop: 8 }} title={formError} />}
      <Button
        type="primary"
        style={{ marginTop: 8 }}
        loading={busy}
        disabled={closed}
        onClick={() => void submit()}
      >
        提交负荷申报
      </Button>
    </Card>
  );
}

/**
 * A text input for one slot (text, so a bad entry is kept and shown, not silently dropped). A bad slot
 * is red with its message on hover and for assistive technology; the text is written under it only when
 * `showText` (the first of a run of the same message).
 */
function SlotInput(props: {
  label: string;
  value: string;
  error: string | undefined;
  showText: boolean;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  return (
    <>
      <Input
        size="small"
        aria-label={props.label}
        aria-invalid={props.error ? true : undefined}
        aria-description={props.error}
        title={props.error}
        value={props.value}
        status={props.error ? 'error' : ''}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && props.showText && <FieldError>{props.error}</FieldError>}
    </>
  );
}
