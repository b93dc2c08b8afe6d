import { provinceKeys } from './demoScene';

// Enterprise templates copied into every course made from the demo scene. Costs in 元/MWh, sizes in MW.

/** Energy types of units: 1 coal, 2 hydro, 3 gas, 4 wind, 5 solar. */
export const energyTypes = { coal: 1, hydro: 2, gas: 3, wind: 4, solar: 5 } as const;

/** A generating unit template; costCurve is [[up to MW, marginal cost], ...]. */
export interface UnitTemplate {
  name: string;
  energyType: number;
  bus: string;
  capacityMw: number;
  minMw: number;
  rampMwPerSlot: number;
  costCurve: Array<[number, number]>;
}

/** A load template of a retailer; monthlyMwh is a 31-day month's energy. */
export interface DemandTemplate {
  name: string;
  bus: string;
  peakMw: number;
  monthlyMwh: number;
}

/** An enterprise template: a generator company (units) or a retailer (demands). */
export interface EnterpriseTemplate {
  name: string;
  province: number;
  isBuyer: boolean;
  units: UnitTemplate[];
  demands: DemandTemplate[];
}

/** Coal unit with a three-step rising cost curve (350-450 元/MWh) and 40 % minimum stable output. */
function coalUnit(name: string, bus: string, mw: number, base: number): UnitTemplate {
  return {
    name,
    energyType: energyTypes.coal,
    bus,
    capacityMw: mw,
    minMw: Math.round(mw * 0.4),
    rampMwPerSlot: Math.round(mw * 0.02 * 15),
    costCurve: [
      [Math.round(mw * 0.6), base],
      [Math.round(mw * 0.85), base + 25],
      [mw, base + 55],
    ],
  };
}

/** A load whose monthly energy assumes a 0.72 load factor over 31 days. */
function load(name: string, bus: string, peakMw: number): DemandTemplate {
  return { name, bus, peakMw, monthlyMwh: Math.round(peakMw * 0.72 * 24 * 31) };
}

/** The eight enterprises of the demo course: two sellers and two buyers in each province. */
export const demoEnterprises: EnterpriseTemplate[] = [
  {
    name: '华鲁发电有限公司',
    province: provinceKeys.shandong,
    isBuyer: false,
    units: [coalUnit('华鲁#1机组', '济南', 600, 355), coalUnit('华鲁#2机组', '临沂', 600, 365)],
    demands: [],
  },
  {
    name: '鲁能新能源有限公司',
    province: provinceKeys.shandong,
    isBuyer: false,
    units: [
      {
        name: '鲁北风电场',
        energyType: energyTypes.wind,
        bus: '青岛',
        capacityMw: 400,
        minMw: 0,
        rampMwPerSlot: 400,
        costCurve: [[400, 0]],
      },
      {
        name: '鲁西光伏电站',
        energyType: energyTypes.solar,
        bus: '济南',
        capacityMw: 300,
        minMw: 0,
        rampMwPerSlot: 300,
        costCurve: [[300, 0]],
      },
    ],
    demands: [],
  },
  {
    name: '苏电发电有限公司',
    province: provinceKeys.jiangsu,
    isBuyer: false,
    units: [coalUnit('苏电#1机组', '徐州', 1000, 350), coalUnit('苏电#2机组', '南京', 350, 395)],
    demands: [],
  },
  {
    name: '江苏清洁能源有限公司',
    province: provinceKeys.jiangsu,
    isBuyer: false,
    units: [
      {
        name: '宜兴抽蓄水电站',
        energyType: energyTypes.hydro,
        bus: '苏州',
        capacityMw: 250,
        minMw: 0,
        rampMwPerSlot: 250,
        costCurve: [[250, 120]],
      },
      {
        name: '金陵燃机',
        energyType: energyTypes.gas,
        bus: '南京',
        capacityMw: 400,
        minMw: 120,
        rampMwPerSlot: 150,
        costCurve: [
          [250, 620],
          [400, 680],
        ],
      },
      {
        name: '盐城光伏电站',
        energyType: energyTypes.solar,
        bus: '苏州',
        capacityMw: 200,
        minMw: 0,
        rampMwPerSlot: 200,
        costCurve: [[200, 0]],
      },
    ],
    demands: [],
  },
  {
    name: '齐鲁售电有限公司',
    province: provinceKeys.shandong,
    isBuyer: true,
    units: [],
    demands: [load('济南工业园区负荷', '济南', 550), load('青岛港区负荷', '青岛', 350)],
  },
  {
    name: '泉城售电有限公司',
    province: provinceKeys.shandong,
    isBuyer: true,
    units: [],
    demands: [load('临沂商业负荷', '临沂', 600)],
  },
  {
    name: '金陵售电有限公司',
    province: provinceKeys.jiangsu,
    isBuyer: true,
    units: [],
    demands: [load('南京制造业负荷', '南京', 900), load('徐州钢铁负荷', '徐州', 600)],
  },
  {
    name: '姑苏售电有限公司',
    province: provinceKeys.jiangsu,
    isBuyer: true,
    units: [],
    demands: [load('苏州园区负荷', '苏州', 1000)],
  },
];

/**
 * A generation group with a coal plant in each province, added to the demo course only (not a scene
 * template, so courses made from the scene keep their eight enterprises). One trainee plays both, so
 * the course enterprise choice asks which one they act for, and the group can trade between them.
 */
export const demoGroupEnterprises: EnterpriseTemplate[] = [
  {
    name: '鲁苏发电集团山东分公司',
    province: provinceKeys.shandong,
    isBuyer: false,
    units: [coalUnit('鲁苏集团临沂#1机组', '临沂', 300, 370)],
    demands: [],
  },
  {
    name: '鲁苏发电集团江苏分公司',
    province: provinceKeys.jiangsu,
    isBuyer: false,
    units: [coalUnit('鲁苏集团徐州#1机组', '徐州', 300, 360)],
    demands: [],
  },
];
