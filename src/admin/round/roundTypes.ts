// What each round type asks of the teacher (docs/market-rules.md and the trade menu): whether it may
// be inter-provincial, which cycles it trades in, and whether quotas or unit commitment apply.
import type { components } from '../../api/schema.gen';

/** A round type of the contract: 1 双边协商, 3 滚动撮合/挂牌, 11 日前现货, 15 集中竞价. */
export type RoundType = components['schemas']['RoundType'];
/** A cycle of the contract: 1 月度, 2 多日, 3 日. */
export type RoundCycle = components['schemas']['RoundCycle'];

/** The form's facts about one round type. */
export interface RoundTypeRule {
  type: RoundType;
  label: string;
  /** Trainees have an inter-provincial page for it (省间中长期 / 省间现货). */
  interProvincial: boolean;
  /** Cycles it trades in, the usual one first. */
  cycles: readonly RoundCycle[];
  /** Quotas (额度) limit its declarations. */
  quota: boolean;
  /** Its clearing may use unit commitment (SCUC). */
  scuc: boolean;
  /** The type's part of a suggested name, e.g. 省内集中竞价. */
  title(isInterProvincial: boolean, cycle: RoundCycle): string;
}

/** The round types in the order the form offers them. */
export const roundTypeRules: readonly RoundTypeRule[] = [
  {
    type: 15,
    label: '集中竞价',
    interProvincial: true,
    cycles: [1, 2, 3],
    quota: true,
    scuc: false,
    title: (inter) => `${inter ? '省间' : '省内'}集中竞价`,
  },
  {
    // Books per segment (monthly) or per hour (分时段, daily); the trade menu has no other cycle.
    type: 3,
    label: '滚动撮合',
    interProvincial: false,
    cycles: [1, 3],
    quota: true,
    scuc: false,
    title: (_inter, cycle) => (cycle === 3 ? '分时段滚动撮合' : '滚动撮合'),
  },
  {
    // Volumes are agreed over the round's delivery month.
    type: 1,
    label: '双边协商',
    interProvincial: true,
    cycles: [1],
    quota: true,
    scuc: false,
    title: (inter) => `${inter ? '省间' : '省内'}双边协商`,
  },
  {
    // One trading day of 96 slots.
    type: 11,
    label: '日前现货',
    interProvincial: true,
    cycles: [3],
    quota: false,
    scuc: true,
    title: (inter) => (inter ? '省间现货' : '日前现货'),
  },
];

/** The rule of a type (集中竞价 for a type the form does not know). */
export function ruleOf(type: number): RoundTypeRule {
  return roundTypeRules.find((r) => r.type === type) ?? (roundTypeRules[0] as RoundTypeRule);
}

/** Labels of the cycles. */
export const cycleLabels: Record<RoundCycle, string> = { 1: '月度', 2: '多日', 3: '日' };
