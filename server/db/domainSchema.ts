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

/** A user's enrolment in a course and the (primary) enterprise they play. */
export interface UserCourseTable {
  id: Generated<number>;
  userId: string;
  courseId: number;
  /** The primary enterprise: the one a call means when it names none. */
  enterpriseId: number | null;
  isCurrent: number;
  creationTime: string;
}

/** A further enterprise an enrolment plays besides its primary one (migration 0501). */
export interface UserCourseEnterpriseTable {
  id: Generated<number>;
  userCourseId: number;
  enterpriseId: number;
}

/** A trainee's restart of a course (migration 0300): their private copy and where it came from. */
export interface CourseReplayTable {
  id: Generated<number>;
  userId: string;
  rootCourseId: number;
  sourceCourseId: number;
  courseId: number;
  isBuyer: number;
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

// Trading tables (rounds, quotas, notices, forecasts, questions, declarations) live beside this file.
export type * from './marketSchema';
