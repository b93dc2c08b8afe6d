// The fields of the teacher's round form. Which of them show follows the chosen type (roundTypes.ts);
// the day fields are checked against the chosen month again whenever the year or month changes, so a
// 31 typed for March is flagged when the teacher switches to February, and a day-ahead round's day
// against the course's other day-ahead rounds (spotDay.ts). The year and month are checked against
// the course's period, and a round trainees already see keeps its type and scope (docs/market-rules.md,
// "Rounds and their trading periods").
import { Form, Input, InputNumber, Radio, Select, Switch, type FormRule } from 'antd';
import { daysInMonth, type PeriodProblem } from '../newRound';
import { cycleLabels, roundTypeRules, type RoundTypeRule } from './roundTypes';
import type { TradingDay } from './spotDay';

/**
 * Checks a day against the month chosen in the form, 0 included: the day inputs carry no min or max,
 * since antd's InputNumber clamps an out-of-range entry on blur (0 became 1, 32 became 31) silently.
 */
const inMonth: FormRule = ({ getFieldValue }) => ({
  validator: (_, value: number | null | undefined) => {
    const year = getFieldValue('year') as number | undefined;
    const month = getFieldValue('month') as number | undefined;
    if (value == null || !year || !month) return Promise.resolve();
    const last = daysInMonth(year, month);
    return value >= 1 && value <= last
      ? Promise.resolve()
      : Promise.reject(new Error(`${year}年${month}月只有${last}天，日期应在1至${last}之间`));
  },
});

/** Day fields re-check when these change. */
const period = ['year', 'month'];

/** The round types offered: without 滚动撮合 when the deployment switched listing off (EnableListing). */
const typeOptionsOf = (listing: boolean) =>
  roundTypeRules
    .filter((r) => listing || r.type !== 3)
    .map((r) => ({ value: r.type, label: r.label }));
const monthOptions = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `${i + 1}月` }));

/** Why the chosen trading day cannot take this round, or null (a day-ahead day already taken). */
export type DayClash = (day: TradingDay) => string | null;

/** Checks the day against `clash` in the chosen year and month. */
const free =
  (clash: DayClash): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, value: number | null | undefined) => {
      const year = getFieldValue('year') as number | undefined;
      const month = getFieldValue('month') as number | undefined;
      const reason = value == null || !year || !month ? null : clash({ year, month, day: value });
      return reason === null ? Promise.resolve() : Promise.reject(new Error(reason));
    },
  });

/** Where a year and month fall outside the course's period, or null (newRound.ts periodProblem). */
export type PeriodCheck = (year: number, month: number) => PeriodProblem | null;

/** Flags the year or month (`field`) when the chosen period lies outside the course. */
const inCourse =
  (check: PeriodCheck, field: PeriodProblem['field']): FormRule =>
  ({ getFieldValue }) => ({
    validator: () => {
      const year = getFieldValue('year') as number | null | undefined;
      const month = getFieldValue('month') as number | null | undefined;
      // A year with no month of the course is flagged at the year whatever the month.
      if (!year || (field === 'month' && !month)) return Promise.resolve();
      const problem = check(year, month || 1);
      return problem?.field === field
        ? Promise.reject(new Error(problem.message))
        : Promise.resolve();
    },
  });

/** Why the type and scope cannot change (the round is shown to trainees), by field. */
export interface TypeLock {
  type: string;
  scope: string;
}

/** The form items of a round of type `rule`; `cycle` is the chosen one. */
export function RoundFormFields({
  rule,
  cycle,
  dayClash,
  periodCheck,
  periodText,
  typeLock,
  listing = true,
}: {
  rule: RoundTypeRule;
  cycle: number;
  dayClash?: DayClash;
  /** The course's period, checked at the year and month; `periodText` says it under the month. */
  periodCheck?: PeriodCheck;
  periodText?: string;
  /** Set when the type and scope may no longer change: each field is disabled with its reason. */
  typeLock?: TypeLock;
  /** Whether 滚动撮合 (listing) rounds may be created; an edited one keeps its type either way. */
  listing?: boolean;
}) {
  return (
    <>
      <Form.Item label="交易类型" name="type" {...(typeLock ? { extra: typeLock.type } : {})}>
        <Radio.Group
          optionType="button"
          disabled={typeLock !== undefined}
          options={typeOptionsOf(listing || rule.type === 3)}
        />
      </Form.Item>
      {rule.interProvincial && (
        <Form.Item
          label="交易范围"
          name="isInterProvincial"
          {...(typeLock ? { extra: typeLock.scope } : {})}
        >
          <Radio.Group
            disabled={typeLock !== undefined}
            options={[
              { value: false, label: '省内' },
              { value: true, label: '省间' },
            ]}
          />
        </Form.Item>
      )}
      <Form.Item
        label="交易周期"
        name="cycle"
        {...(rule.type === 3 ? { extra: '场次（子轮次）暂不能在此添加' } : {})}
      >
        <Radio.Group options={rule.cycles.map((c) => ({ value: c, label: cycleLabels[c] }))} />
      </Form.Item>
      <Form.Item
        label="年份"
        name="year"
        rules={[
          { required: true, message: '请输入年份' },
          ...(periodCheck ? [inCourse(periodCheck, 'year')] : []),
        ]}
      >
        <InputNumber min={2000} max={2100} precision={0} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item
        label="月份"
        name="month"
        dependencies={['year']}
        rules={[
          { required: true, message: '请选择月份' },
          ...(periodCheck ? [inCourse(periodCheck, 'month')] : []),
        ]}
        {...(periodText ? { extra: periodText } : {})}
      >
        {/* Twelve rows need no virtual list, whose scroll to the current month moves rows under a click. */}
        <Select style={{ width: 140 }} virtual={false} options={monthOptions} />
      </Form.Item>
      {cycle === 3 && (
        <Form.Item
          label="交易日"
          name="day"
          dependencies={period}
          rules={[
            { required: true, message: '请输入交易日' },
            inMonth,
            ...(dayClash ? [free(dayClash)] : []),
          ]}
        >
          <InputNumber precision={0} style={{ width: 140 }} />
        </Form.Item>
      )}
      {cycle === 2 && <DayRange />}
      <Form.Item
        label="轮次名称"
        name="name"
        rules={[{ required: true, whitespace: true, message: '请输入轮次名称' }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      {rule.quota && (
        <Form.Item label="启用额度" name="enableQuota" valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
      {rule.scuc && (
        <Form.Item label="机组组合(SCUC)" name="enableScuc" valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
    </>
  );
}

/** 起止日 of a 多日 round: both in the month, the end not before the start. */
function DayRange() {
  return (
    <Form.Item label="起止日" required>
      <Form.Item
        name="startDay"
        noStyle
        dependencies={period}
        rules={[{ required: true, message: '请输入开始日' }, inMonth]}
      >
        <InputNumber precision={0} placeholder="开始日" aria-label="开始日" />
      </Form.Item>
      <span style={{ margin: '0 8px' }}>至</span>
      <Form.Item
        name="endDay"
        noStyle
        dependencies={['startDay', ...period]}
        rules={[
          { required: true, message: '请输入结束日' },
          inMonth,
          ({ getFieldValue }) => ({
            validator: (_, value: number | null | undefined) =>
              value == null || value >= (getFieldValue('startDay') as number)
                ? Promise.resolve()
                : Promise.reject(new Error('结束日不能早于开始日')),
          }),
        ]}
      >
        <InputNumber precision={0} placeholder="结束日" aria-label="结束日" />
      </Form.Item>
    </Form.Item>
  );
}
