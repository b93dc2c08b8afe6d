// The reason of a unit whose offer cleared in part (docs/market-rules.md, "Explanation"): the steps
// below the bus price cleared and the rest did not, which reads 部分中标, never a bare 未中标 beside the
// cleared MW.
import { describe, expect, it } from 'vitest';
import type { MeritStep } from './meritOrder';
import { dispatchReason, explanationText } from './spotExplanation';
import type { RampWindow } from './spotRamp';

const step = (price: number, volume: number, clearedVolume: number): MeritStep => ({
  unitId: 1,
  price,
  volume,
  cumulativeVolume: 0,
  clearedVolume,
  marginal: false,
});
const at = (mw: number): RampWindow => ({
  rampMw: null,
  at: { mw, exportMw: 0 },
  previous: null,
  next: null,
});
const reasonOf = (own: MeritStep[], mw: number) =>
  dispatchReason({ own, ramp: at(mw), availMw: 600, pminMw: 100, lmp: 350, energy: 350 });

describe('the reason of a partly cleared offer', () => {
  it('says only the remaining steps, priced above the bus price, did not clear', () => {
    const own = [step(300, 300, 300), step(400, 300, 0)];
    const reason = reasonOf(own, 300);
    expect(reason).toBe('partlyAboveLmp');
    const text = explanationText({
      reason,
      unitName: '华鲁#1机组',
      mw: 300,
      lmp: 350,
      energy: 350,
      congestion: 0,
      cheapestLeft: 400,
      ramp: at(300),
      firstSlot: false,
      pminMw: 100,
      congestedLines: [],
    });
    expect(text).toContain('中标 300.00 MW');
    expect(text).toContain('部分中标：');
    expect(text).toContain('其余报价段的最低报价 400.00 元/MWh 高于节点电价');
  });

  it('keeps 未中标 for an offer of which nothing cleared', () => {
    expect(reasonOf([step(400, 600, 0)], 0)).toBe('priceAboveLmp');
  });
});
