// What each value type does, written once as data: how a cell shows it, which input edits it, how the
// column aligns and what the Excel export writes. The renderers (valueTypes.tsx), the table and the
// export read their choices from here, and the designer reference (docs/config/reference.gen.md) prints it.
import type { ValueType } from '../config/column';

/** How a value type is edited in a form. */
export type EditKind = 'text' | 'numeric' | 'select' | 'boolean' | 'date' | 'timeSegments';

/** The documented behaviour of one value type. */
export interface ValueTypeFacts {
  /** What a table cell or description shows, in Chinese. */
  display: string;
  /** Which input a form uses. */
  edit: EditKind;
  /** Column alignment: numbers right, everything else (text, labels of enums, dates) left. */
  align: 'left' | 'right';
  /** What the Excel export writes: a number cell or the shown text. */
  exported: 'number' | 'text';
}

const numeric = (display: string): ValueTypeFacts => ({
  display,
  edit: 'numeric',
  align: 'right',
  exported: 'number',
});
const label = (display: string, edit: EditKind = 'select'): ValueTypeFacts => ({
  display,
  edit,
  align: 'left',
  exported: 'text',
});

/** Every value type's behaviour; the Record type makes a missing one a compile error. */
export const valueTypeFacts: Record<ValueType, ValueTypeFacts> = {
  text: label('原样显示的文本', 'text'),
  number: numeric('数字，2 位小数'),
  integer: numeric('整数'),
  volume: numeric('电量 MWh，2 位小数（四舍五入）'),
  quota: numeric('配额，4 位小数'),
  price: numeric('价格 元/MWh，2 位小数'),
  money: numeric('金额 元，2 位小数'),
  load: numeric('功率 MW，2 位小数'),
  percent: { ...numeric('百分比：0.125 显示为 12.50%'), exported: 'text' },
  timeSlot: label('时段编号 0–95 显示为 HH:MM（每 15 分钟一段）'),
  hour: label('小时编号 0–23 显示为 HH:00-HH:00'),
  month: label('月份 1–12 显示为 N月（选择时列出 1月…12月）'),
  energyType: label('能源类型标签（接口契约 EnergyType：煤电、水电…）'),
  roundStatus: label('轮次状态标签（交易中、停止报价…）'),
  roundType: label('交易类型标签（接口契约 RoundType：双边协商、滚动撮合/挂牌…）'),
  cycle: label('交易周期标签（接口契约 RoundCycle：月度、多日、日）'),
  direction: label('交易方向标签（接口契约 TradeDirection：买入、卖出）'),
  orderStatus: label('委托状态标签（接口契约 OrderStatus：等待成交、部分成交、全部成交、已撤销…）'),
  boolean: label('是 / 否', 'boolean'),
  date: label('日期 YYYY-MM-DD', 'date'),
  dateTime: label('日期时间 YYYY-MM-DD HH:mm', 'date'),
  province: label('省份名称（按课程场景的省份表）'),
  generator: label('机组名称'),
  round: label('轮次名称'),
  role: label('企业角色：售电公司 / 发电企业'),
  option: label('options 中对应取值的 label'),
  timeSegments: label('分段数，如 "3 段"', 'timeSegments'),
};

/** Column alignment of a value type (text when left out). */
export function alignOf(valueType: ValueType | undefined): 'left' | 'right' {
  return valueTypeFacts[valueType ?? 'text'].align;
}
