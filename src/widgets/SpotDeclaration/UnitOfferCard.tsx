// One unit's stepwise offer: its technical limits, then either one curve for the whole day or one curve
// per time range the seller chooses (start and end time; the ranges cover the day without overlap).
// Segments are typed as cumulative MW at the end of each segment and its price, checked on blur and on
// submit, with copy of the previous day's offer and each curve drawn as entered. A refusal (client or
// server) shows its message and keeps everything typed, in both modes.
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Radio,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import type { NumericRule } from '../../engine/values/numericRules';
import { checkNumeric } from '../../engine/values/numericRules';
import { useEngine } from '../../engine/env';
import { offerIn, submitOffer, type DayAheadOffer, type Generator } from './api';
import { CurveEditor } from './CurveEditor';
import {
  belowMinimum,
  cellOfMember,
  checkSegments,
  maxSegments,
  offerMinimum,
  segmentsFromSteps,
  volumeRule,
  wholeDayTimes,
  type SegmentErrors,
  type SegmentText,
} from './offerRows';
import {
  checkRanges,
  draftsFromRanges,
  rangeCellOfMember,
  rangeLabel,
  splitLongest,
  withBounds,
  type RangeDraft,
} from './offerRanges';
import { RangeHeader, withoutRange } from './RangeHeader';
import { stateTagProps } from '../../engine/values/stateTag';

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

type Mode = 'day' | 'ranges';

/** Why 添加报价段 is disabled at the limit (the server's MAX_OFFER_STEPS, the contract's maxItems). */
const segmentLimit = `每个时段最多${maxSegments}段报价`;

const mw = (v: number | undefined) => (v === undefined ? '-' : `${v} MW`);

/** Two halves of the day, each starting from `segments` (the first step into ranges). */
const halves = (segments: readonly SegmentText[]): RangeDraft[] => [
  { startTimeId: 0, endTimeId: 47, segments: segments.map((s) => ({ ...s })) },
  { startTimeId: 48, endTimeId: 95, segments: segments.map((s) => ({ ...s })) },
];

const replaceAt = <T,>(list: readonly T[], index: number, value: T): T[] =>
  list.map((x, i) => (i === index ? value : x));

/** The card of one unit. */
export function UnitOfferCard(props: UnitOfferCardProps) {
  const { unit, roundId, enterpriseId, offer, price, closed } = props;
  const { client: api } = useEngine();
  const { message } = App.useApp();
  const [mode, setMode] = useState<Mode>(offer?.ranges ? 'ranges' : 'day');
  const [segments, setSegments] = useState<SegmentText[]>(() => segmentsFromSteps(offer?.steps));
  const [errors, setErrors] = useState<SegmentErrors[]>([]);
  const [ranges, setRanges] = useState<RangeDraft[]>(() =>
    offer?.ranges ? draftsFromRanges(offer.ranges) : [],
  );
  const [rangeErrors, setRangeErrors] = useState<SegmentErrors[][]>([]);
  const [badRange, setBadRange] = useState<number | null>(null);
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const volume = volumeRule(unit.capacity);
  const minimum = offerMinimum(unit, props.province);
  const label = unit.name;
  const disabled = closed || busy;

  const clearMessages = () => {
    setFormError(undefined);
    setBadRange(null);
  };
  const problemOf = (text: string, cell: keyof SegmentText) =>
    checkNumeric(text, cell === 'price' ? price : volume);

  // The whole-day curve.
  const editDay = (index: number, cell: keyof SegmentText, text: string) => {
    setSegments((s) => replaceAt(s, index, { ...s[index]!, [cell]: text }));
    setErrors((e) => replaceAt(e, index, { ...e[index], [cell]: undefined }));
    clearMessages();
  };
  const blurDay = (index: number, cell: keyof SegmentText) => {
    const problem = problemOf(segments[index]?.[cell] ?? '', cell);
    if (problem)
      setErrors((e) => Object.assign([...e], { [index]: { ...e[index], [cell]: problem } }));
  };

  // The curve of range r.
  const editRange = (r: number, index: number, cell: keyof SegmentText, text: string) => {
    setRanges((all) =>
      replaceAt(all, r, {
        ...all[r]!,
        segments: replaceAt(all[r]!.segments, index, { ...all[r]!.segments[index]!, [cell]: text }),
      }),
    );
    setRangeErrors((e) =>
      Object.assign([...e], {
        [r]: replaceAt(e[r] ?? [], index, { ...e[r]?.[index], [cell]: undefined }),
      }),
    );
    clearMessages();
  };
  const blurRange = (r: number, index: number, cell: keyof SegmentText) => {
    const problem = problemOf(ranges[r]?.segments[index]?.[cell] ?? '', cell);
    if (!problem) return;
    setRangeErrors((e) => {
      const own = [...(e[r] ?? [])];
      own[index] = { ...own[index], [cell]: problem };
      return Object.assign([...e], { [r]: own });
    });
  };

  const add = (r: number | null) => {
    const current = r === null ? segments : (ranges[r]?.segments ?? []);
    if (current.length >= maxSegments) return setFormError(`报价段数应为1至${maxSegments}段`);
    const grown = [...current, { volume: '', price: '' }];
    if (r === null) setSegments(grown);
    else setRanges((all) => replaceAt(all, r, { ...all[r]!, segments: grown }));
  };
  const remove = (r: number | null, index: number) => {
    if (r === null) {
      setSegments((s) => s.filter((_, i) => i !== index));
      setErrors((e) => e.filter((_, i) => i !== index));
      return;
    }
    setRanges((all) =>
      replaceAt(all, r, { ...all[r]!, segments: all[r]!.segments.filter((_, i) => i !== index) }),
    );
    setRangeErrors((e) =>
      Object.assign([...e], { [r]: (e[r] ?? []).filter((_, i) => i !== index) }),
    );
  };

  const switchMode = (next: Mode) => {
    // Nothing typed is dropped: the other mode's input stays for switching back.
    if (next === 'ranges' && ranges.length === 0) setRanges(halves(segments));
    setMode(next);
    clearMessages();
  };
  const addRange = () => {
    const split = splitLongest(ranges);
    if (!split) return setFormError('时段已达上限，不能再添加');
    setRanges(split);
    setRangeErrors([]);
    clearMessages();
  };
  const setBounds = (r: number, bounds: Pick<RangeDraft, 'startTimeId' | 'endTimeId'>) => {
    setRanges((all) => withBounds(all, r, bounds));
    clearMessages();
  };
  const removeRange = (r: number) => {
    setRanges((all) => withoutRange(all, r));
    setRangeErrors((e) => e.filter((_, i) => i !== r));
    clearMessages();
  };

  const copyPrevious = async () => {
    if (props.previousRoundId === undefined) return setFormError('没有上一日的日前现货轮次');
    setBusy(true);
    try {
      const previous = await offerIn(
        api,
        props.previousRoundId,
        enterpriseId,
        unit.id,
        props.province,
      );
      if (!previous) return setFormError('该机组上一日没有报价');
      if (previous.ranges) {
        setRanges(draftsFromRanges(previous.ranges));
        setMode('ranges');
      } else {
        setSegments(segmentsFromSteps(previous.steps));
        setMode('day');
      }
      setErrors([]);
      setRangeErrors([]);
      clearMessages();
      void message.info('已复制上一日报价，请检查后提交');
    } catch (error) {
      setFormError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const base = { roundId, unitId: unit.id, province: props.province };
    let body: Parameters<typeof submitOffer>[1];
    if (mode === 'day') {
      const checked = checkSegments(segments, price, volume);
      if (!checked.ok) {
        setErrors(checked.errors);
        return setFormError(checked.message);
      }
      const short = belowMinimum(checked.steps, minimum, label, wholeDayTimes);
      if (short) {
        setErrors(segments.map((_, i) => (i === segments.length - 1 ? { volume: short } : {})));
        return setFormError(short);
      }
      body = { ...base, steps: checked.steps };
    } else {
      const checked = checkRanges(ranges, price, volume);
      if (!checked.ok) {
        setRangeErrors(checked.errors);
        setBadRange(checked.badRange);
        return setFormError(checked.message);
      }
      // Each range's curve must reach Pmin; the first short one is named and its last segment marked.
      const shortRange = checked.ranges.findIndex((r) =>
        belowMinimum(r.steps, minimum, label, rangeLabel(r.startTimeId, r.endTimeId)),
      );
      const range = checked.ranges[shortRange];
      if (range) {
        const short = belowMinimum(
          range.steps,
          minimum,
          label,
          rangeLabel(range.startTimeId, range.endTimeId),
        );
        setRangeErrors(
          ranges.map((draft, r) =>
            draft.segments.map((_, i) =>
              r === shortRange && i === draft.segments.length - 1 ? { volume: short } : {},
            ),
          ),
        );
        return setFormError(short);
      }
      body = { ...base, ranges: checked.ranges };
    }
    setBusy(true);
    const outcome = await submitOffer(api, body);
    setBusy(false);
    if (outcome.ok) {
      props.onSaved(outcome.value);
      void message.success('报价提交成功');
      return;
    }
    // The typed segments stay; the message shows, and on the cell it names when it names one.
    setFormError(outcome.message);
    if (mode === 'day') {
      const cells = outcome.members.flatMap((m) => cellOfMember(m) ?? []);
      setErrors(
        segments.map((_, i) =>
          Object.fromEntries(
            cells.filter((c) => c.index === i).map((c) => [c.cell, outcome.message]),
          ),
        ),
      );
      return;
    }
    const cells = outcome.members.flatMap((m) => rangeCellOfMember(m) ?? []);
    setRangeErrors(
      ranges.map((range, r) =>
        range.segments.map((_, i) =>
          Object.fromEntries(
            cells
              .filter((c) => c.range === r && c.index === i)
              .map((c) => [c.cell, outcome.message]),
          ),
        ),
      ),
    );
    const bounds = /^ranges\[(\d+)\]\.(startTimeId|endTimeId)$/.exec(outcome.members[0] ?? '');
    setBadRange(bounds ? Number(bounds[1]) : null);
  };

  // At the limit the button is disabled and says why, instead of looking usable and doing nothing.
  const buttons = (r: number | null) => {
    const full = (r === null ? segments : (ranges[r]?.segments ?? [])).length >= maxSegments;
    return (
      <Space wrap style={{ marginTop: 8 }}>
        <Tooltip title={full ? segmentLimit : undefined}>
          <Button disabled={disabled || full} onClick={() => add(r)}>
            添加报价段
          </Button>
        </Tooltip>
        {full && <Typography.Text type="secondary">{segmentLimit}</Typography.Text>}
      </Space>
    );
  };

  return (
    <Card
      size="small"
      title={
        <Space>
          {label}
          {offer ? <Tag {...stateTagProps('positive')}>已申报</Tag> : <Tag>未申报</Tag>}
          {offer?.ranges && <Tag {...stateTagProps('info')}>分时段报价</Tag>}
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
      <Radio.Group
        aria-label={`${label} 报价方式`}
        value={mode}
        disabled={disabled}
        onChange={(e) => switchMode(e.target.value as Mode)}
        style={{ marginBottom: 8 }}
        options={[
          { value: 'day', label: '全天统一报价' },
          { value: 'ranges', label: '分时段报价' },
        ]}
        optionType="button"
      />
      {mode === 'day' ? (
        <CurveEditor
          label={label}
          segments={segments}
          errors={errors}
          disabled={disabled}
          onEdit={editDay}
          onBlur={blurDay}
          onRemove={(i) => remove(null, i)}
        >
          {buttons(null)}
        </CurveEditor>
      ) : (
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          {ranges.map((range, r) => (
            <Card
              key={r}
              size="small"
              type="inner"
              data-testid={`range-${unit.id}-${r + 1}`}
              title={
                <RangeHeader
                  label={`${label} 第${r + 1}个时段`}
                  title={`第${r + 1}个时段`}
                  range={range}
                  error={badRange === r}
                  disabled={disabled}
                  removable={ranges.length > 1}
                  onChange={(bounds) => setBounds(r, bounds)}
                  onRemove={() => removeRange(r)}
                />
              }
            >
              <CurveEditor
                label={`${label} 第${r + 1}个时段`}
                segments={range.segments}
                errors={rangeErrors[r] ?? []}
                disabled={disabled}
                onEdit={(i, cell, text) => editRange(r, i, cell, text)}
                onBlur={(i, cell) => blurRange(r, i, cell)}
                onRemove={(i) => remove(r, i)}
              >
                {buttons(r)}
              </CurveEditor>
            </Card>
          ))}
        </Space>
      )}
      {formError && <Alert type="error" showIcon style={{ marginTop: 8 }} title={formError} />}
      <Space wrap style={{ marginTop: 8 }}>
        {mode === 'ranges' && (
          <Button disabled={disabled} onClick={addRange}>
            添加时段
          </Button>
        )}
        <Button disabled={disabled} onClick={() => void copyPrevious()}>
          复制上一日报价
        </Button>
        <Button type="primary" loading={busy} disabled={closed} onClick={() => void submit()}>
          提交报价
        </Button>
      </Space>
    </Card>
  );
}
