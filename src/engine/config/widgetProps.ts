// The props each registered widget reads, as typed interfaces: the schema generator turns each into the
// widget's own branch of the `widget` block (discriminated by `name`), so a misspelt or missing prop is a
// config:check error (type aliases, so they pass as the engine's plain binding maps). Written from how each widget in src/widgets reads its props today; every prop is
// bound to a context path or given as a literal of the prop's type.
import type { PathBinding } from './binding';

/** A literal text. */
export interface TextLiteral {
  /** The text passed as is. */
  value: string;
}

/** A literal number. */
export interface NumberLiteral {
  /** The number passed as is. */
  value: number;
}

/** A literal true or false. */
export interface FlagLiteral {
  /** The flag passed as is. */
  value: boolean;
}

/** A literal round type: 1 双边协商, 3 滚动撮合/挂牌, 11 日前现货, 15 集中竞价. */
export interface RoundTypeLiteral {
  /** The round type. */
  value: 1 | 3 | 11 | 15;
}

/** A literal `"1"` (inter-provincial) or `"0"` (intra-provincial). */
export interface ProvinceFlagLiteral {
  /** The flag as the route query writes it. */
  value: '0' | '1';
}

/** A literal trading cycle: 1 月度, 2 多日, 3 日. */
export interface CycleLiteral {
  /** The cycle. */
  value: 1 | 2 | 3;
}

/** A text prop. */
export type TextProp = PathBinding | TextLiteral;
/** A number prop. */
export type NumberProp = PathBinding | NumberLiteral;
/** A true/false prop. */
export type FlagProp = PathBinding | FlagLiteral;

/** Props of `roundSelector` (src/widgets/RoundSelector/RoundSelectorWidget.tsx). */
export type RoundSelectorProps = {
  /** Round type offered. */
  type?: PathBinding | RoundTypeLiteral;
  /** Inter- or intra-provincial rounds; usually `route.query.isProvince`. */
  isProvince?: PathBinding | ProvinceFlagLiteral;
  /** Stands in for a missing `isProvince` (the intra-provincial menu entry has none). */
  provinceDefault?: PathBinding | ProvinceFlagLiteral;
  /**
   * Lists the rounds of this scope first and opens on one (unless a link names another), without
   * hiding the others: '1' on the 省间现货 pages, '0' on the provincial day-ahead pages.
   */
  preferProvince?: PathBinding | ProvinceFlagLiteral;
  /** Trading cycle offered. */
  cycle?: PathBinding | CycleLiteral;
  /** Label before the select; "交易名称" when left out ("运行日" on report pages). */
  label?: TextProp;
  /** Round a deep link names (usually `route.params.id`), chosen once when the page opens. */
  roundId?: NumberProp;
  /** Redraws the blocks when the chosen round's status changes (result pages, for the clearing push). */
  reloadOnStatus?: FlagProp;
};

/** Props of `paper` and `paperResult` (src/widgets/Paper). */
export type PaperProps = {
  /** Course whose question paper is shown, usually `course.id`. */
  courseId: NumberProp;
};

/** Props of `courseCountdown` (src/widgets/CourseCards/Countdown.tsx). */
export type CourseCountdownProps = {
  /** End of the course as an ISO date-time; the countdown runs to it. */
  endDate: TextProp;
};

/** A literal declaring side of a day-ahead page. */
export interface SpotSideLiteral {
  /** `seller`: a stepwise offer per unit; `buyer`: a 96-point bid per load. */
  value: 'seller' | 'buyer';
}

/** Props of `spotDeclaration` (src/widgets/SpotDeclaration). */
export type SpotDeclarationProps = {
  /** Whose page it is: the seller's offers or the buyer's bids. */
  side: SpotSideLiteral;
  /** Inter-provincial spot: offers name the enterprise's (sending) province. */
  interProvincial?: FlagProp;
};

/** Props of `myTrades` (src/widgets/MyTrades). */
export type TradeListProps = {
  /**
   * Trade series shown first (the round type, plus 100 between provinces), usually
   * `route.query.tradeType`; every series when left out. The user may pick another.
   */
  tradeType?: NumberProp;
  /**
   * Market shown first, by its round type (1 双边协商, 3 滚动撮合, 11 现货, 15 集中竞价), within and
   * between provinces; usually `route.query.type`. The user may close it to see every market.
   */
  type?: NumberProp;
};

/** Props of `tradeStatistics` and `tradeTypeBreakdown` (src/widgets/Overview): whose trades they sum. */
export type TradeFiguresProps = {
  /** Course whose trades are summed, usually `course.id`. */
  courseId: NumberProp;
  /** Enterprise whose trades are summed, usually `enterprise.id`; the trainee's own when left out. */
  enterpriseId?: NumberProp;
};

/** Props of `roundOverview` (src/widgets/Overview/RoundOverview.tsx). */
export type CourseOverviewProps = {
  /** Course whose rounds are listed, usually `course.id`. */
  courseId: NumberProp;
};

/** Every widget a config may place and the props it reads; `never` marks a widget without props. */
export interface WidgetPropsByName {
  roundSelector: RoundSelectorProps;
  paper: PaperProps;
  paperResult: PaperProps;
  courseCountdown: CourseCountdownProps;
  enterpriseChoice: never;
  noticesDialog: never;
  centerTradeDeclaration: never;
  rollingOrderEntry: never;
  bilateralProposal: never;
  spotDeclaration: SpotDeclarationProps;
  holdings: never;
  examDrawer: never;
  tradingCalendar: never;
  myTrades: TradeListProps;
  tradeCertificates: never;
  tradeStatistics: TradeFiguresProps;
  tradeTypeBreakdown: TradeFiguresProps;
  roundOverview: CourseOverviewProps;
}
