// The disclosure workbook of a round: the public data of the disclosure tabs, one sheet each, built
// from the same computations the calls answer with.
import * as XLSX from 'xlsx';
import { formatSlot } from '../market/timeSegments';
import type { Db } from './db';
import { dispatchNeed, reserveRows } from './gridCurves';
import { busName, provinceName, type CourseGrid } from './gridData';
import { round2 } from './gridDispatch';
import { sceneChannels } from './gridLimits';

const energyNames: Record<number, string> = {
  1: '煤电',
  2: '水电',
  3: '燃气',
  4: '风电',
  5: '光伏',
};

type Cell = string | number | null;

/** A sheet of one value per slot and province: 时段, then one column per province. */
function slotSheet(grid: CourseGrid, pick: (p: CourseGrid['provinces'][number]) => number[]) {
  const header: Cell[] = ['时段', ...grid.provinces.map((p) => `${p.name}(MW)`)];
  const rows: Cell[][] = Array.from({ length: 96 }, (_, t) => [
    formatSlot(t),
    ...grid.provinces.map((p) => round2(pick(p)[t] ?? 0)),
  ]);
  return [header, ...rows];
}

/** Builds the workbook (xlsx bytes) of the course grid's public disclosure. */
export async function disclosureWorkbook(db: Db, grid: CourseGrid): Promise<Buffer> {
  const [lines, channels, coal] = await Promise.all([
    db
      .selectFrom('scene_line')
      .selectAll()
      .where('sceneId', '=', grid.sceneId)
      .orderBy('id')
      .execute(),
    sceneChannels(db, grid.sceneId),
    db
      .selectFrom('coal_price')
      .selectAll()
      .where('sceneId', '=', grid.sceneId)
      .orderBy('province')
      .orderBy('year')
      .orderBy('month')
      .execute(),
  ]);
  const busOf = (id: number) => busName(grid, id) ?? String(id);
  const sheets: Array<[string, Cell[][]]> = [
    [
      '电网信息',
      [
        ['线路名称', '起始节点', '终止节点', '电抗(标幺值)', '传输限额(MW)'],
        ...lines.map((l) => [l.name, busOf(l.fromBusId), busOf(l.toBusId), l.reactance, l.limitMw]),
      ],
    ],
    [
      '省间通道',
      [
        ['通道名称', '送端省份', '受端省份', '正向限额(MW)', '反向限额(MW)', '输电价格(元/MWh)'],
        ...channels.map((c) => [
          c.name,
          provinceName(grid, c.fromProvince),
          provinceName(grid, c.toProvince),
          c.limitMw,
          c.reverseLimitMw,
          c.tariff,
        ]),
      ],
    ],
    [
      '发电机组信息',
      [
        ['名称', '省份', '节点', '类型', '装机容量(MW)'],
        ...grid.units.map((u) => [
          u.name,
          provinceName(grid, u.province),
          busName(grid, u.busId),
          energyNames[u.energyType] ?? String(u.energyType),
          u.capacityMw,
        ]),
      ],
    ],
    [
      '负荷信息',
      [
        ['名称', '省份', '节点', '最大负荷(MW)'],
        ...grid.demands.map((d) => [
          d.name,
          provinceName(grid, d.province),
          busName(grid, d.busId),
          d.peakMw,
        ]),
      ],
    ],
    [
      '正负备用',
      [
        ['时段', '正备用(MW)', '负备用(MW)'],
        ...reserveRows(grid.provinces).map((r) => [formatSlot(r.timeId), r.positive, r.negative]),
      ],
    ],
    ['系统负荷', slotSheet(grid, (p) => p.load.volume)],
    ['新能源出力', slotSheet(grid, (p) => p.renewable.volume)],
    ['外送受入', slotSheet(grid, (p) => p.interchange)],
    ['竞价空间', slotSheet(grid, dispatchNeed)],
    [
      '燃料价格',
      [
        ['省份', '年', '月', '价格(元/吨)'],
        ...coal.map((c) => [provinceName(grid, c.province), c.year, c.month, c.price]),
      ],
    ],
  ];
  const book = XLSX.utils.book_new();
  for (const [name, rows] of sheets) {
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
