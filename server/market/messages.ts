// Chinese messages of the market engines, sent by the API as 400 messages and shown beside rejected
// orders. Wording of spec section 5 where it has one (numeric input rules), kept in one place.

/** What kind of number a message is about: its name and unit (`output` is a generating unit's MW). */
export type QuantityKind = 'price' | 'volume' | 'load' | 'output';

const NAMES: Record<QuantityKind, { name: string; unit: string }> = {
  price: { name: '申报价格', unit: '元/MWh' },
  volume: { name: '申报电量', unit: 'MWh' },
  load: { name: '申报负荷', unit: 'MW' },
  output: { name: '申报出力', unit: 'MW' },
};

/** The MW kinds read 申报最小负荷为X MW (spec section 5's load wording), and alike for a unit's output. */
const mwWord: Partial<Record<QuantityKind, string>> = { load: '负荷', output: '出力' };

/** Chinese messages of the market engines. */
export const marketMessages = {
  notANumber: (): string => '请输入数字',
  tooManyDecimals: (decimals: number): string =>
    decimals === 0 ? '请填写整数' : `注意保留${decimals}位小数`,
  // The same words as the page's own check (src/engine/values/numericRules.ts), so a value refused
  // on either side reads alike.
  belowMinimum: (kind: QuantityKind, min: number): string =>
    mwWord[kind]
      ? `申报最小${mwWord[kind]}为${min}MW`
      : `${NAMES[kind].name}最小值为${min}${NAMES[kind].unit}`,
  aboveMaximum: (kind: QuantityKind, max: number): string =>
    mwWord[kind]
      ? `申报最大${mwWord[kind]}为${max}MW`
      : `${NAMES[kind].name}最大值为${max}${NAMES[kind].unit}`,
  notPositive: (kind: QuantityKind): string => `${NAMES[kind].name}必须大于0`,
  overQuota: (): string => '申报电量超过剩余额度',
  cappedByQuota: (accepted: number): string => `申报电量超过剩余额度，仅${accepted}MWh参与出清`,
  sideBlocked: (side: 'buy' | 'sell'): string =>
    side === 'buy' ? '当前额度方向不允许购电' : '当前额度方向不允许售电',
  unknownSegment: (segmentId: number): string => `时段不存在：${segmentId}`,
  wrongPeriodKind: (): string => '集中竞价须按时段申报',
  quotationStopped: (): string => '本轮交易已停止报价，不能再申报',
  roundEnded: (): string => '本轮交易申报已结束，不能再申报',
  missingChannel: (): string => '省间交易须选择输电通道',
  unknownChannel: (channelId: string): string => `输电通道不存在：${channelId}`,
  wrongChannelEnd: (side: 'buy' | 'sell'): string =>
    side === 'sell' ? '售方须位于通道的送端省份' : '购方须位于通道的受端省份',
  channelInProvincialRound: (): string => '省内交易不能指定输电通道',
  duplicateOrderId: (id: string): string => `申报编号重复：${id}`,
  wrongPeriodForCycle: (cycle: number): string =>
    cycle === 3 ? '分时段滚动撮合须按小时申报' : '滚动撮合须按时段申报',
  unknownHour: (hour: number): string => `小时无效：${hour}`,
  orderNotFound: (id: string): string => `申报不存在：${id}`,
  notOwnOrder: (): string => '只能撤销本企业的申报',
  alreadyFilled: (): string => '该申报已全部成交，不能撤销',
  alreadyCancelled: (): string => '该申报已撤销',
};
