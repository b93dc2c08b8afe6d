// Config of the `widget` block: one branch per widget, discriminated by `name`, each with its typed props
// (src/engine/config/widgetProps.ts), so the schema rejects unknown and missing props.
import type { Block } from '../../config/block';
import type { BlockBase } from '../../config/blockBase';
import type {
  CourseCountdownProps,
  CourseOverviewProps,
  PaperProps,
  RoundSelectorProps,
  SpotDeclarationProps,
  TradeFiguresProps,
  TradeListProps,
} from '../../config/widgetProps';

/** What every widget branch shares. */
interface WidgetBlockBase extends BlockBase {
  /** Block type. */
  type: 'widget';
}

/** A widget without props and without blocks of its own. */
interface PlainWidget extends WidgetBlockBase {
  /** This widget takes no props. */
  props?: never;
  /** Only the round selector draws blocks. */
  blocks?: never;
}

/**
 * The round selector; as a container (with `blocks`) it is a trade page's round scope: its blocks are
 * drawn for the chosen round, and only they may bind `round.*`.
 */
export interface RoundSelectorWidget extends WidgetBlockBase {
  /** Registered widget name. */
  name: 'roundSelector';
  /** Which rounds it offers and how. */
  props?: RoundSelectorProps;
  /** Blocks drawn for the chosen round. */
  blocks?: Block[];
}

/** The trainee's question paper. */
export interface PaperWidget extends WidgetBlockBase {
  /** Registered widget name. */
  name: 'paper';
  /** The course of the paper. */
  props: PaperProps;
  /** Only the round selector draws blocks. */
  blocks?: never;
}

/** The trainee's paper result. */
export interface PaperResultWidget extends WidgetBlockBase {
  /** Registered widget name. */
  name: 'paperResult';
  /** The course of the paper. */
  props: PaperProps;
  /** Only the round selector draws blocks. */
  blocks?: never;
}

/** The countdown to a course's end. */
export interface CourseCountdownWidget extends WidgetBlockBase {
  /** Registered widget name. */
  name: 'courseCountdown';
  /** When the course ends. */
  props: CourseCountdownProps;
  /** Only the round selector draws blocks. */
  blocks?: never;
}

/** The day-ahead declaration: a seller's stepwise offers per unit or a buyer's 96-point bids. */
export interface SpotDeclarationWidget extends WidgetBlockBase {
  /** Registered widget name. */
  name: 'spotDeclaration';
  /** Which side declares, and whether between provinces. */
  props: SpotDeclarationProps;
  /** Only the round selector draws blocks. */
  blocks?: never;
}

/** The current enterprise's trades in the course: series and round filters, totals, table, export. */
export interface TradeListWidget extends WidgetBlockBase {
  /** Registered widget name. */
  name: 'myTrades';
  /** The series shown first. */
  props?: TradeListProps;
  /** Only the round selector draws blocks. */
  blocks?: never;
}

/** The trainee's trade figures: statistic cards, or the breakdown by trade type with its chart. */
export interface TradeFiguresWidget extends WidgetBlockBase {
  /** Registered widget name. */
  name: 'tradeStatistics' | 'tradeTypeBreakdown';
  /** Whose trades are summed. */
  props: TradeFiguresProps;
  /** Only the round selector draws blocks. */
  blocks?: never;
}

/** The course's rounds with status, declared enterprises, cleared volume and price, and links. */
export interface RoundOverviewWidget extends WidgetBlockBase {
  /** Registered widget name. */
  name: 'roundOverview';
  /** The course of the rounds. */
  props: CourseOverviewProps;
  /** Only the round selector draws blocks. */
  blocks?: never;
}

/** A widget that reads everything it needs from the course (no props). */
export interface PropFreeWidget extends PlainWidget {
  /** Registered widget name. */
  name:
    | 'enterpriseChoice'
    | 'noticesDialog'
    | 'centerTradeDeclaration'
    | 'rollingOrderEntry'
    | 'bilateralProposal'
    | 'holdings'
    | 'examDrawer'
    | 'tradingCalendar'
    | 'tradeCertificates';
}

/**
 * A bespoke React component registered by name: the typed escape hatch.
 * @discriminator name
 */
export type WidgetBlock =
  | RoundSelectorWidget
  | PaperWidget
  | PaperResultWidget
  | CourseCountdownWidget
  | SpotDeclarationWidget
  | TradeListWidget
  | TradeFiguresWidget
  | RoundOverviewWidget
  | PropFreeWidget;
