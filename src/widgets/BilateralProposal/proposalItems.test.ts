// The proposal grid's pure checks: segments from the object solution, the numeric rules of the course,
// empty segments left out, and server members mapped back onto their cell.
import { describe, expect, it } from 'vitest';
import {
  cellOfMember,
  checkSegments,
  defaultSegments,
  proposalRules,
  segmentsOf,
} from './proposalItems';

const rules = proposalRules({ priceMin: 0, priceMax: 1500, priceDecimals: 2, volumeDecimals: 3 });

describe('proposal items', () => {
  it('reads the segments of the object solution, falling back to 峰/平/谷', () => {
    expect(
      segmentsOf([
        { id: 3, name: '低谷' },
        { id: 9, name: '未知' },
      ]),
    ).toEqual([{ id: 3, name: '低谷' }]);
    expect(segmentsOf([])).toEqual(defaultSegments);
  });

  it('sends only the filled segments, in segment order, as numbers', () => {
    const checked = checkSegments(
      defaultSegments,
      { 3: { volume: ' 80 ', price: '300.25' }, 1: { volume: '100.5', price: '420' }, 2: {} },
      rules,
    );
    expect(checked.errors).toEqual({});
    expect(checked.items).toEqual([
      { objId: 1, volume: 100.5, price: 420 },
      { objId: 3, volume: 80, price: 300.25 },
    ]);
  });

  it('checks volumes to 2 decimals and above 0 whatever the round allows, prices within the cap', () => {
    const checked = checkSegments(
      defaultSegments,
      {
        1: { volume: '1.234', price: '1500.01' },
        2: { volume: '0', price: '-1' },
        3: { price: '9' },
      },
      rules,
    );
    expect(checked.items).toEqual([]);
    expect(checked.errors).toEqual({
      1: { volume: '注意保留2位小数', price: '申报价格最大值为1500元/MWh' },
      2: { volume: '申报电量必须大于0', price: '申报价格最小值为0元/MWh' },
      3: { volume: '请输入申报电量' },
    });
  });

  it('maps a server member such as items[1].price onto the segment sent at that place', () => {
    const items = [
      { objId: 1 as const, volume: 1, price: 1 },
      { objId: 3 as const, volume: 1, price: 1 },
    ];
    expect(cellOfMember('items[1].price', items)).toEqual({ objId: 3, cell: 'price' });
    expect(cellOfMember('items[5].price', items)).toBeUndefined();
    expect(cellOfMember('toEnterpriseId', items)).toBeUndefined();
  });
});
