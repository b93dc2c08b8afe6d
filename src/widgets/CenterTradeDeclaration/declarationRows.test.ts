import { describe, expect, it } from 'vitest';
import { cellRules, checkCell } from './declarationRows';

describe('centralised bidding cell rules', () => {
  it('names declared energy and its unit when a volume is below the minimum', () => {
    const rules = cellRules({
      priceDecimals: 2,
      priceMin: 0,
      priceMax: 1500,
      volumeDecimals: 2,
      volumeMin: 0,
    });
    expect(checkCell('volume', '-50', rules.volume)).toBe('申报电量最小值为0MWh');
    expect(checkCell('price', '-1', rules.price)).toBe('申报价格最小值为0元/MWh');
  });
});
