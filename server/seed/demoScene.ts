// The demo grid: two provinces (山东 sends, 江苏 receives) plus the pseudo-province '省间', with
// buses, 500 kV lines and two tie lines. Numbers and their assumptions: see README.md beside this file.

/** Province keys (GB/T 2260 codes of 山东 and 江苏; -1 is the inter-provincial pseudo-province). */
export const provinceKeys = { shandong: 37, jiangsu: 32, inter: -1 } as const;

/** Name of the demo scene; the seed looks it up by this name. */
export const demoSceneName = '鲁苏两省电力市场仿真场景';

/** Provinces of the scene; role 1 = sending end, 0 = receiving end. */
export const demoProvinces = [
  { province: provinceKeys.shandong, name: '山东', hasTrade: 1, role: 1 },
  { province: provinceKeys.jiangsu, name: '江苏', hasTrade: 1, role: 0 },
  { province: provinceKeys.inter, name: '省间', hasTrade: 1, role: 0 },
];

/** 500 kV buses (network nodes), named after the substations' cities. */
export const demoBuses = [
  { name: '济南', province: provinceKeys.shandong, baseKv: 500 },
  { name: '青岛', province: provinceKeys.shandong, baseKv: 500 },
  { name: '临沂', province: provinceKeys.shandong, baseKv: 500 },
  { name: '南京', province: provinceKeys.jiangsu, baseKv: 500 },
  { name: '苏州', province: provinceKeys.jiangsu, baseKv: 500 },
  { name: '徐州', province: provinceKeys.jiangsu, baseKv: 500 },
];

/** Lines between buses: reactance in per unit on 100 MVA, thermal limit in MW. */
export const demoLines = [
  { name: '济青线', from: '济南', to: '青岛', reactance: 0.012, limitMw: 2000 },
  { name: '济临线', from: '济南', to: '临沂', reactance: 0.015, limitMw: 1800 },
  { name: '青临线', from: '青岛', to: '临沂', reactance: 0.018, limitMw: 1500 },
  { name: '宁苏线', from: '南京', to: '苏州', reactance: 0.01, limitMw: 2500 },
  { name: '宁徐线', from: '南京', to: '徐州', reactance: 0.016, limitMw: 1800 },
  { name: '临徐联络线', from: '临沂', to: '徐州', reactance: 0.02, limitMw: 1200 },
];

/** Inter-provincial channels: limits in MW each way, tariff in 元/MWh, loss as a fraction. */
export const demoChannels = [
  {
    name: '鲁苏一通道',
    fromProvince: provinceKeys.shandong,
    toProvince: provinceKeys.jiangsu,
    limitMw: 1200,
    reverseLimitMw: 600,
    tariff: 28,
    lossRate: 0.02,
  },
  {
    name: '鲁苏二通道',
    fromProvince: provinceKeys.shandong,
    toProvince: provinceKeys.jiangsu,
    limitMw: 800,
    reverseLimitMw: 400,
    tariff: 35,
    lossRate: 0.025,
  },
];

/** Monthly thermal-coal price forecast (5500 kcal, 元/吨) for 山东; 江苏 adds freight. */
export const coalPriceShandong = [860, 850, 820, 790, 770, 785, 820, 845, 810, 790, 815, 870];

/** Extra coal cost in 江苏 over 山东 (元/吨), rail and water freight. */
export const coalFreightJiangsu = 35;
