// Whether the ramp held a unit back in one slot, judged as the engine limits it: on the unit's total
// output (provincial MW plus the inter-provincial export held fixed), with the export's own step between
// slots accepted. Rules: docs/market-rules.md, "Export held in the formal clearing".
import { mwTolerance } from './meritOrder';

/** A unit's output in one slot: what it cleared in the province and what it exported. */
export interface SlotOutput {
  mw: number;
  exportMw: number;
}

/** The slot explained, with its neighbours as the ramp sees them. */
export interface RampWindow {
  rampMw: number | null;
  at: SlotOutput;
  /** The slot before, or the output before the day for the first slot; null when not limited. */
  previous: SlotOutput | null;
  /** The slot after; null for the last slot. */
  next: SlotOutput | null;
}

/**
 * The ramp limit a unit is held at, in total output: `up` from the slot before (it could not rise
 * more), or `down` into the slot after (it could not fall that far from more). `exportStepMw` is the
 * part of the change the export made on its own, which the ramp accepts.
 */
export interface RampBinding {
  side: 'up' | 'down';
  fromTotalMw: number;
  toTotalMw: number;
  exportStepMw: number;
}

const total = (s: SlotOutput) => s.mw + s.exportMw;

/** The binding ramp limit, or null when the unit moved less than its ramp allows both ways. */
export function bindingRamp(w: RampWindow): RampBinding | null {
  const { rampMw, at, previous, next } = w;
  if (rampMw === null) return null;
  // Total rise ≤ ramp + the export's rise (the provincial part moves by the ramp alone).
  if (previous) {
    const exportStepMw = at.exportMw - previous.exportMw;
    const rise = total(at) - total(previous);
    if (rise >= rampMw + Math.max(0, exportStepMw) - mwTolerance)
      return { side: 'up', fromTotalMw: total(previous), toTotalMw: total(at), exportStepMw };
  }
  // Total fall into the next slot ≤ ramp + the export's fall.
  if (next) {
    const exportStepMw = next.exportMw - at.exportMw;
    const fall = total(at) - total(next);
    if (fall >= rampMw + Math.max(0, -exportStepMw) - mwTolerance)
      return { side: 'down', fromTotalMw: total(at), toTotalMw: total(next), exportStepMw };
  }
  return null;
}

const fmt = (v: number) => v.toFixed(2);

/** Why a step priced below the bus price stayed out: the sentence after "报价 … 低于节点电价，但". */
export function rampSentence(w: RampWindow, firstSlot: boolean): string {
  const limit = `爬坡速率 ${fmt(w.rampMw ?? 0)} MW/15分钟`;
  const binding = bindingRamp(w);
  if (!binding) return `出力变化受${limit}限制，不能再多发。`;
  const exporting =
    w.at.exportMw > 0 || (w.previous?.exportMw ?? 0) > 0 || (w.next?.exportMw ?? 0) > 0;
  // With an export the trainee compares totals, and reads that the export's own step is not limited.
  const output = exporting ? '总出力（省内中标加省间外送）' : '出力';
  if (binding.side === 'up') {
    const before = firstSlot ? '运行日开始前' : '上一时段';
    const own =
      binding.exportStepMw > mwTolerance
        ? `（其中外送自身增加的 ${fmt(binding.exportStepMw)} MW 不受爬坡限制）`
        : '';
    return `${output}从${before}的 ${fmt(binding.fromTotalMw)} MW 升至 ${fmt(binding.toTotalMw)} MW${own}，已用足${limit}，不能再多发。`;
  }
  const own =
    binding.exportStepMw < -mwTolerance
      ? `（其中外送自身减少的 ${fmt(-binding.exportStepMw)} MW 不受爬坡限制）`
      : '';
  return `下一时段${output}为 ${fmt(binding.toTotalMw)} MW${own}，每时段最多下降${limit}，本时段不能再多发。`;
}
