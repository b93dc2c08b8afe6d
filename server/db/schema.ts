import type * as D from './domainSchema';
import type * as BL from '../domain/bilateral/bilateralTables';
import type * as CT from '../domain/centerTrade/centerTradeTables';
import type * as DS from '../domain/disclosureTables';
import type * as RM from '../domain/rollingMatching/rollingTables';
import type * as SP from '../domain/spot/spotTables';
/** Tables of the reference back end's database, as Kysely sees them. */
export interface Database {
  app_meta: AppMetaTable;
  scene: D.SceneTable;
  scene_province: D.SceneProvinceTable;
  scene_bus: D.SceneBusTable;
  scene_line: D.SceneLineTable;
  province_channel: D.ProvinceChannelTable;
  course: D.CourseTable;
  course_argument: D.CourseArgumentTable;
  object_solution: D.ObjectSolutionTable;
  user_course: D.UserCourseTable;
  user_course_enterprise: D.UserCourseEnterpriseTable;
  enterprise: D.EnterpriseTable;
  generator_unit: D.GeneratorUnitTable;
  demand: D.DemandTable;
  round: D.RoundTable;
  quota: D.QuotaTable;
  notice: D.NoticeTable;
  notice_message: D.NoticeMessageTable;
  province_prediction: D.ProvincePredictionTable;
  coal_price: D.CoalPriceTable;
  curve_point: D.CurvePointTable;
  question: D.QuestionTable;
  course_question: D.CourseQuestionTable;
  declaration: D.DeclarationTable;
  clearing_result: D.ClearingResultTable;
  center_trade_clearing: CT.CenterTradeClearingTable;
  center_trade_market: CT.CenterTradeMarketTable;
  center_trade_order: CT.CenterTradeOrderTable;
  center_trade_row: CT.CenterTradeRowTable;
  center_trade_question: CT.CenterTradeQuestionTable;
  center_trade_bid_channel: CT.CenterTradeBidChannelTable;
  course_replay: D.CourseReplayTable;
  spot_offer: SP.SpotOfferTable;
  spot_inter_offer: SP.SpotOfferTable;
  spot_demand_bid: SP.SpotDemandBidTable;
  spot_clearing: SP.SpotClearingTable;
  spot_question: SP.SpotQuestionTable;
  user_competition: DS.UserCompetitionTable;
  settlement_month: DS.SettlementMonthTable;
  bilateral_proposal: BL.BilateralProposalTable;
  bilateral_item: BL.BilateralItemTable;
  rolling_order: RM.RollingOrderTable;
  rolling_event: RM.RollingEventTable;
  rolling_trade: RM.RollingTradeTable;
  rolling_cancel: RM.RollingCancelTable;
  rolling_role: RM.RollingRoleTable;
  rolling_result: RM.RollingResultTable;
  rolling_round: RM.RollingRoundTable;
  rolling_question: RM.RollingQuestionTable;
  users: UsersTable;
  oidc_payload: OidcPayloadTable;
  identity_secret: IdentitySecretTable;
}

/** Key-value facts about this database (first start time, seed version). */
export interface AppMetaTable {
  key: string;
  value: string;
}

/** Accounts (0100_users): scrypt password hash, roles as a JSON text array, booleans as 0/1. */
export interface UsersTable {
  id: string;
  userName: string;
  name: string;
  passwordHash: string;
  roles: string;
  isNewUser: number;
  currentCourseId: number | null;
  adminCourseId: number | null;
  createdAt: string;
}

/** OIDC provider models (0101_identity): JSON payloads keyed by model name and id. */
export interface OidcPayloadTable {
  model: string;
  id: string;
  payload: string;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  /** Epoch seconds (a string on PostgreSQL's bigint unless a type parser is set). */
  expiresAt: number | string | null;
  consumedAt: number | string | null;
}

/** Secrets of the identity provider (0101_identity): signing keys and cookie keys, as JSON. */
export interface IdentitySecretTable {
  name: string;
  value: string;
  createdAt: string;
}
