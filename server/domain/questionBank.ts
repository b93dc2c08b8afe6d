// The question bank: the demo course's paper and what the teacher's 生成试题 puts on a paper. Every
// category (0 basic … 6 settlement report) and every type (1 single choice, 2 multiple choice,
// 3 fill in, 4 calculation). Answers: option numbers for choices
// ("2" or "1,3"), text for fill-in, a number for calculations. questionClass 1 = query, 2 = calculation.

/** A question of the bank as the seed writes it. */
export interface QuestionTemplate {
  category: number;
  type: number;
  questionClass: number;
  score: number;
  name: string;
  options?: string[];
  answer: string;
}

/** The bank (21 questions). */
export const questionBank: QuestionTemplate[] = [
  q(
    0,
    1,
    '<p>我国电力中长期交易的价格单位通常为？</p>',
    ['元/kWh', '元/MWh', '元/吨', '元/MW'],
    '2',
  ),
  q(
    0,
    2,
    '<p>以下哪些属于省内中长期交易方式？</p>',
    ['双边协商', '集中竞价', '滚动撮合', '实时平衡'],
    '1,2,3',
  ),
  q(0, 3, '<p>一天按15分钟划分为多少个时段？（填数字）</p>', [], '96'),
  q(0, 4, '<p>某用户月用电量 9300 MWh，按 31 天平均，日均用电量为多少 MWh？</p>', [], '300'),
  q(1, 1, '<p>能源类型编码 1 代表哪种机组？</p>', ['水电', '燃煤', '燃气', '风电'], '2'),
  q(1, 2, '<p>以下哪些属于新能源机组？</p>', ['风电', '光伏', '燃煤', '燃气'], '1,2'),
  q(
    1,
    3,
    '<p>燃煤机组最小稳定出力占额定容量的比例通常约为多少？（填百分数，如40%）</p>',
    [],
    '40%',
  ),
  q(1, 4, '<p>一台 600 MW 机组满发 24 小时，发电量为多少 MWh？</p>', [], '14400'),
  q(
    2,
    1,
    '<p>边际统一出清时，出清价格取最后成交买卖报价的？</p>',
    ['最高值', '最低值', '平均值', '中位数'],
    '3',
  ),
  q(
    2,
    2,
    '<p>集中竞价中，以下哪些情况会成交？</p>',
    ['买价高于卖价', '买价等于卖价', '买价低于卖价', '卖方报量为零'],
    '1,2',
  ),
  q(2, 4, '<p>最后成交的买价 420 元/MWh、卖价 380 元/MWh，统一出清价为多少元/MWh？</p>', [], '400'),
  q(
    3,
    1,
    '<p>滚动撮合的成交价格取？</p>',
    ['后报订单价格', '先挂单（挂在簿中的）订单价格', '买卖平均价', '上限价'],
    '2',
  ),
  q(3, 3, '<p>滚动撮合遵循价格优先、什么优先？（填两个字）</p>', [], '时间'),
  q(
    4,
    1,
    '<p>日前现货节点电价由以下哪项决定？</p>',
    ['机组报价平均值', '节点平衡约束的对偶价格', '燃料价格', '输电费'],
    '2',
  ),
  q(
    4,
    2,
    '<p>节点电价包含哪些分量？</p>',
    ['电能量分量', '阻塞分量', '容量电价', '网损分量'],
    '1,2,4',
  ),
  q(5, 1, '<p>线路发生阻塞时，受端节点电价通常会？</p>', ['升高', '降低', '不变', '归零'], '1'),
  q(
    5,
    4,
    '<p>某时段日前中标 200 MW，节点电价 350 元/MWh，该时段（15分钟）电能量收入为多少元？</p>',
    [],
    '17500',
  ),
  q(
    6,
    1,
    '<p>中长期合约在结算中通常按什么方式结算？</p>',
    ['全电量按现货价', '差价合约', '固定电费', '不结算'],
    '2',
  ),
  q(
    6,
    2,
    '<p>发电企业结算报告包含哪些项目？</p>',
    ['日前电能量费用', '实时偏差费用', '差价合约费用', '售电公司利润'],
    '1,2,3',
  ),
  q(6, 3, '<p>偏差考核免考核比例 k 的默认值为多少？（填百分数）</p>', [], '3%'),
  q(
    6,
    4,
    '<p>合约电量 1000 MWh，实际 1100 MWh，免考核 3%，偏差考核价 50 元/MWh，考核费用为多少元？</p>',
    [],
    '3500',
  ),
];

function q(
  category: number,
  type: number,
  name: string,
  options: string[],
  answer: string,
): QuestionTemplate {
  return {
    category,
    type,
    questionClass: type === 4 ? 2 : 1,
    score: type === 4 ? 10 : 5,
    name,
    options,
    answer,
  };
}
