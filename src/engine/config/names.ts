// Closed vocabularies the config language refers to by name. Pure data so the Node checker, the schema
// generator and the browser engines share one list; each list becomes an enum in the JSON Schemas.
import type { WidgetPropsByName } from './widgetProps';

/** Every disclosure tab key of spec section 2, in the order of the disclosure menu. */
export const disclosureTabKeys = [
  'province-channel-map',
  'province-info',
  'grid-info',
  'line-info',
  'notice',
  'generator-group',
  'demand-group',
  'CourseObjectSolution',
  'limit-info-province',
  'limit-info',
  'coal-line',
  'demand-group-chart',
  'generator-group-chart',
  'global-demand',
  'clean-row',
  'generator-info',
  'GlobalDemandRemote',
] as const;

/** A disclosure tab key (spec section 2, report-help menu parameters). */
export type DisclosureTabKey = (typeof disclosureTabKeys)[number];

/** Bespoke React components a config may place with a `widget` block: those with a props interface. */
export const widgetNames = [
  'roundSelector',
  'paper',
  'paperResult',
  'courseCountdown',
  'enterpriseChoice',
  'noticesDialog',
  'centerTradeDeclaration',
  'rollingOrderEntry',
  'bilateralProposal',
  'spotDeclaration',
  'holdings',
  'examDrawer',
  'tradingCalendar',
  'myTrades',
  'tradeCertificates',
  'tradeStatistics',
  'tradeTypeBreakdown',
  'roundOverview',
] as const;

/** Name of a bespoke component a `widget` block shows. */
export type WidgetName = (typeof widgetNames)[number];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compile-time proof that every widget with a props interface is listed above, and nothing else. */
export const widgetNamesMatchProps: Same<WidgetName, keyof WidgetPropsByName> = true;

/** Ant Design icon names configs may use; src/engine/icons.tsx maps each to its component. */
export const iconNames = [
  'AppstoreOutlined',
  'BankOutlined',
  'BarChartOutlined',
  'CalendarOutlined',
  'DashboardOutlined',
  'DownloadOutlined',
  'FileSearchOutlined',
  'FileTextOutlined',
  'FundOutlined',
  'GlobalOutlined',
  'HomeOutlined',
  'LineChartOutlined',
  'NotificationOutlined',
  'ProfileOutlined',
  'ReloadOutlined',
  'SearchOutlined',
  'SwapOutlined',
  'TableOutlined',
  'ThunderboltOutlined',
  'TransactionOutlined',
  'UserOutlined',
] as const;

/** Name of an Ant Design icon from the list above. */
export type IconName = (typeof iconNames)[number];
