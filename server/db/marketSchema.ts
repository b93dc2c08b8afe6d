import type { Generated } from 'kysely';

// Row types of the trading tables (migrations 0005-0009); flags are 0/1 integers as in domainSchema.ts.

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
  /** 1: traded between provinces inside a provincial round (a day-ahead round's export, series 111). */
  interProvincial: Generated<number>;
}
