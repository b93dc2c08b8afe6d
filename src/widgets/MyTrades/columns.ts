// The columns of 我的交易 in the config language's column spec, so cells and the Excel export format
// volumes, prices, money and directions exactly as the config tables do.
import type { Column } from '../../engine/config/column';

/** What every trade line shows: unit, direction, time, and the cleared volume, price and money. */
const lineColumns: Column[] = [
  { field: 'unitName', title: '机组' },
  { field: 'direction', title: '方向', valueType: 'direction' },
  { field: 'timeName', title: '时段' },
  { field: 'volume', title: '成交电量(MWh)', valueType: 'volume' },
  { field: 'price', title: '成交均价(元/MWh)', valueType: 'price' },
  { field: 'money', title: '成交金额(元)', valueType: 'money' },
];

/** The 我的交易 table (and its export): round, series and delivery period before the line. */
export const tradeColumns: Column[] = [
  { field: 'roundName', title: '轮次' },
  { field: 'tradeTypeName', title: '交易类型' },
  { field: 'period', title: '交割期' },
  ...lineColumns,
];

/** A trade certificate's table: the round's facts stand above it. */
export const certificateColumns: Column[] = lineColumns;
