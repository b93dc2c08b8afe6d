import { describe, expect, it } from 'vitest';
import {
  acceptanceRefusal,
  answerRefusal,
  proposalTotals,
  validateProposal,
  withdrawRefusal,
  type ProposalContext,
} from './negotiation';

const rules = { price: { decimals: 2, min: 0, max: 1500 } };
const segments = [
  { id: 1, name: '峰' },
  { id: 2, name: '平' },
  { id: 3, name: '谷' },
];
const open: ProposalContext = { roundStatus: 1, segments };
const names = (id: number) => segments.find((s) => s.id === id)?.name ?? String(id);

describe('validateProposal', () => {
  it('accepts segments within the price bounds and the room left', () => {
    const room = new Map([
      [1, 100],
      [3, 50],
    ]);
    const items = [
      { objId: 1, volume: 100, price: 420.5 },
      { objId: 3, volume: '50', price: '300' },
    ];
    expect(validateProposal(items, 'sell', rules, { ...open, room })).toEqual([]);
  });

  it('refuses an empty proposal and a repeated segment', () => {
    expect(validateProposal([], 'buy', rules, open)).toEqual([
      { field: 'items', message: '请至少填写一个时段的电量和价格' },
    ]);
    const twice = [
      { objId: 2, volume: 10, price: 300 },
      { objId: 2, volume: 5, price: 310 },
    ];
    expect(validateProposal(twice, 'buy', rules, open)).toEqual([
      { field: 'items[1].objId', message: '时段重复：平' },
    ]);
  });

  it('names the segment and the field of each bad number, with the spec wording', () => {
    const items = [
      { objId: 1, volume: 0, price: 1600 },
      { objId: 9, volume: 1.234, price: 'abc' },
    ];
    expect(validateProposal(items, 'sell', rules, open)).toEqual([
      { field: 'items[0].price', message: '峰时段：申报价格最大值为1500元/MWh' },
      { field: 'items[0].volume', message: '峰时段：申报电量必须大于0' },
      { field: 'items[1].objId', message: '时段不存在：9' },
      { field: 'items[1].price', message: '请输入数字' },
      { field: 'items[1].volume', message: '注意保留2位小数' },
    ]);
  });

  it('refuses a segment over the room left, a blocked side, and a segment without quota', () => {
    const room = new Map<number, number | null>([
      [1, 99.99],
      [2, null],
    ]);
    const items = [
      { objId: 1, volume: 100, price: 400 },
      { objId: 2, volume: 1, price: 400 },
      { objId: 3, volume: 1, price: 400 },
    ];
    expect(validateProposal(items, 'sell', rules, { ...open, room }).map((i) => i.message)).toEqual(
      [
        '峰时段：申报电量超过剩余额度',
        '平时段：当前额度方向不允许售电',
        '谷时段：申报电量超过剩余额度',
      ],
    );
  });

  it('refuses every proposal once quotation stopped or the round ended', () => {
    const items = [{ objId: 1, volume: 1, price: 1 }];
    expect(validateProposal(items, 'buy', rules, { ...open, roundStatus: 2 })[0]?.message).toBe(
      '本轮交易已停止报价，不能再申报',
    );
    expect(validateProposal(items, 'buy', rules, { ...open, roundStatus: 3 })[0]?.message).toBe(
      '本轮交易申报已结束，不能再申报',
    );
  });
});

describe('who may answer and withdraw', () => {
  it('lets only the addressee answer a pending proposal while the round declares', () => {
    expect(answerRefusal(0, 0, 'receiver')).toBeNull();
    expect(answerRefusal(0, 1, 'receiver')).toBeNull();
    expect(answerRefusal(0, 1, 'sender')).toBe('只能答复发给本企业的意向');
    expect(answerRefusal(3, 1, 'receiver')).toBe('该意向已撤回，不能再答复');
    expect(answerRefusal(1, 1, 'receiver')).toBe('该意向已被接受，不能再答复');
    expect(answerRefusal(0, 2, 'receiver')).toBe('本轮交易已停止报价，不能再答复意向');
  });

  it('lets only the sender withdraw a pending proposal while the round declares', () => {
    expect(withdrawRefusal(0, 1, 'sender')).toBeNull();
    expect(withdrawRefusal(0, 1, 'receiver')).toBe('只能撤回本企业发出的意向');
    expect(withdrawRefusal(2, 1, 'sender')).toBe('该意向已被拒绝，不能撤回');
    expect(withdrawRefusal(0, 3, 'sender')).toBe('本轮交易已停止报价，不能撤回意向');
  });
});

describe('acceptanceRefusal', () => {
  const items = [
    { objId: 1, volume: 60, price: 400 },
    { objId: 3, volume: 40, price: 300 },
  ];
  it('accepts when every segment fits the addressee room, or quotas are off', () => {
    const room = new Map([
      [1, 60],
      [3, 40.00001],
    ]);
    expect(acceptanceRefusal(items, 'buy', room, names)).toBeNull();
    expect(acceptanceRefusal(items, 'buy', undefined, names)).toBeNull();
  });

  it('names the first segment that does not fit, or the blocked side', () => {
    const short = new Map([
      [1, 60],
      [3, 39.5],
    ]);
    expect(acceptanceRefusal(items, 'buy', short, names)).toBe(
      '谷时段意向电量40MWh超过本企业剩余额度39.5MWh，不能接受',
    );
    expect(acceptanceRefusal(items, 'buy', new Map([[1, null]]), names)).toBe(
      '当前额度方向不允许购电',
    );
  });
});

describe('proposalTotals', () => {
  it('sums fen per segment and weights the price by volume', () => {
    // 60 × 400.1 = 24006; 40.5 × 300.33 = 12163.365 → 12163.37 (half away from zero).
    expect(
      proposalTotals([
        { objId: 1, volume: 60, price: 400.1 },
        { objId: 3, volume: 40.5, price: 300.33 },
      ]),
    ).toEqual({ totalVolume: 100.5, totalMoney: 36169.37, averagePrice: 359.894 });
    expect(proposalTotals([])).toEqual({ totalVolume: 0, totalMoney: 0, averagePrice: 0 });
  });
});
