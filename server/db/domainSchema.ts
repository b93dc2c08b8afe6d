import type { Generated } from 'kysely';

// Row types of the domain tables (migrations 0002-0009). Flags are integers 0/1 so both SQLite and
// PostgreSQL store them the same way; lists are comma-separated text, cost curves JSON text.

/** A grid scene a course is played on. */
export interface SceneTable {
  id: Generated<number>;
  name: string;
  hasInterTrade: number;
}

/** A province of a scene; province -1 is the pseudo-province '省间'. */
export interface SceneProvinceTable {
  id: Generated<number>;
  sceneId: number;
  province: number;
  name: string;
  hasTrade: number;
  role: number;
}

/** A bus (network node) of a scene. */
export interface SceneBusTable {
  id: Generated<number>;
  sceneId: number;
  province: number;
  name: string;
  baseKv: number;
}

/** A transmission line between two buses, with its thermal limit. */
export interface SceneLineTable {
  id: Generated<number>;
  sceneId: number;
  name: string;
  fromBusId: number;
  toBusId: number;
  reactance: number;
  limitMw: number;
}

/** An inter-provincial tie line (channel) with its limits and transmission tariff. */
export interface ProvinceChannelTable {
  id: Generated<number>;
  sceneId: number;
  name: string;
  fromProvince: number;
  toProvince: number;
  limitMw: number;
  reverseLimitMw: number;
  tariff: number;
  lossRate: Generated<number>;
}

/** A course run by a teacher on a scene. */
export interface CourseTable {
  id: Generated<number>;
  name: string;
  courseType: number;
  sceneId: number;
  teacherId: string;
  startDate: string;
  endDate: string;
  isHideSettlement: number;
  isPublicGrade: number;
  typeCurveId: number | null;
  creationTime: string;
}

/** A named course argument (OnlyRt, EnableChat, EnablePr, IsBuildQuestions, IsOpenVirtual). */
export interface CourseArgumentTable {
  id: Generated<number>;
  courseId: number;
  name: string;
  value: string;
}

/** One time segment (peak 1, flat 2, valley 3) of a course's object solution. */
export interface ObjectSolutionTable {
  id: Generated<number>;
  courseId: number;
  itemId: number;
  name: string;
  hours: string;
}

/** A user's enrolment in a course and the enterprise they play. */
export interface UserCourseTable {
  id: Generated<number>;
  userId: string;
  courseId: number;
  enterpriseId: number | null;
  isCurrent: number;
  creationTime: string;
}

/** A generator company (seller) or retailer (buyer) in a course. */
export interface EnterpriseTable {
  id: Generated<number>;
  courseId: number;
  name: string;
  province: number;
  isBuyer: number;
  isTrade: number;
}

/** A generating unit; energyType 1 coal, 2 hydro, 3 gas, 4 wind, 5 solar. */
export interface GeneratorUnitTable {
  id: Generated<number>;
  enterpriseId: number;
  name: string;
  energyType: number;
  busId: number | null;
  capacityMw: number;
  minMw: number;
  rampMwPerSlot: number;
  costCurve: string;
}

/** A load served by a retailer. */
export interface DemandTable {
  id: Generated<number>;
  enterpriseId: number;
  name: string;
  busId: number | null;
  peakMw: number;
  monthlyMwh: number;
}

/** A trading round (or a sub-round when parentId is set). */
export interface RoundTable {
  id: Generated<number>;
  courseId: number;
  parentId: number | null;
  name: string;
  type: number;
  status: number;
  cycle: number;
  year: number;
  month: number;
  months: string;
  day: number;
  startDay: number;
  endDay: number;
  enableQuota: number;
  enableScuc: number;
  isInterProvincial: number;
  isHide: number;
  priceMinuteEnd: number;
  viewMinuteEnd: number;
  objType: number;
  objName: string;
  objTimes: string;
  sortOrder: number;
  creationTime: string;
}

/** A volume limit of an enterprise in a round, month and segment. */
export interface QuotaTable {
  id: Generated<number>;
  courseId: number;
  roundId: number;
  obj: number;
  month: number;
  timeId: number;
  entityId: number;
  upper: number;
  used: number;
  freezed: number;
}

/** A market notice of a course. */
export interface NoticeTable {
  id: Generated<number>;
  courseId: number;
  roundId: number | null;
  month: number;
  isRelease: number;
  isUrgent: number;
  announcementContent: string;
  creationTime: string;
}

/** A per-province event message belonging to a notice. */
export interface NoticeMessageTable {
  id: Generated<number>;
  noticeId: number;
  provinceName: string;
  message: string;
}

/** A per-province forecast range shown in the notices dialog. */
export interface ProvincePredictionTable {
  id: Generated<number>;
  courseId: number;
  roundId: number | null;
  month: number;
  provinceName: string;
  name: string;
  min: number;
  max: number;
}

/** A point of the monthly fuel (coal) price forecast. */
export interface CoalPriceTable {
  id: Generated<number>;
  sceneId: number;
  province: number;
  year: number;
  month: number;
  price: number;
}

/** One 15-minute slot (0-95) of a load or renewable forecast curve. */
export interface CurvePointTable {
  id: Generated<number>;
  sceneId: number;
  kind: string;
  province: number;
  entityId: number | null;
  timeId: number;
  volume: number;
  upper: number;
}

/** A question of the bank. */
export interface QuestionTable {
  id: Generated<number>;
  category: number;
  type: number;
  questionClass: number;
  score: number;
  name: string;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  option4: string | null;
  option5: string | null;
  option6: string | null;
  answer: string;
}

/** A question on one trainee's paper in a course, with their answer. */
export interface CourseQuestionTable {
  id: Generated<number>;
  courseId: number;
  userId: string;
  questionId: number;
  num: number;
  answerCount: number;
  userAnswer: string | null;
  submitTime: string | null;
}

/** One centralised-bidding bid: a segment (and unit, for sellers) with volume and price. */
export interface DeclarationTable {
  id: Generated<number>;
  roundId: number;
  enterpriseId: number;
  unitId: number | null;
  userId: string;
  direction: number;
  month: number;
  timeId: number;
  volume: number;
  price: number;
  creationTime: string;
}

/** A cleared volume and price of an enterprise in a round. */
export interface ClearingResultTable {
  id: Generated<number>;
  roundId: number;
  enterpriseId: number;
  unitId: number | null;
  direction: number;
  month: number;
  timeId: number;
  volume: number;
  price: number;
}
