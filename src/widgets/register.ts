// Registers the shell's bespoke widgets in the engine's widget registry, so configs can place them by
// name with a `widget` block. Imported once by the app entry. Every widget loads with the first screen
// that places it (the widget block renders inside Suspense): the login page needs none of them.
import { lazy } from 'react';
import { registerWidget } from '../engine/widgets';

registerWidget(
  'courseCountdown',
  lazy(() => import('./CourseCards/Countdown').then((m) => ({ default: m.CountdownWidget }))),
);
registerWidget(
  'roundSelector',
  lazy(() =>
    import('./RoundSelector/RoundSelectorWidget').then((m) => ({ default: m.RoundSelectorWidget })),
  ),
);
registerWidget(
  'enterpriseChoice',
  lazy(() =>
    import('./EnterpriseChoice/EnterpriseChoiceWidget').then((m) => ({
      default: m.EnterpriseChoiceWidget,
    })),
  ),
);
registerWidget(
  'noticesDialog',
  lazy(() =>
    import('./NoticesDialog/NoticesDialogWidget').then((m) => ({ default: m.NoticesDialogWidget })),
  ),
);
registerWidget(
  'centerTradeDeclaration',
  lazy(() => import('./CenterTradeDeclaration')),
);
registerWidget(
  'rollingOrderEntry',
  lazy(() => import('./RollingOrderEntry')),
);
registerWidget(
  'bilateralProposal',
  lazy(() => import('./BilateralProposal')),
);
registerWidget(
  'spotDeclaration',
  lazy(() => import('./SpotDeclaration')),
);
registerWidget(
  'tradingCalendar',
  lazy(() => import('./TradingCalendar')),
);
registerWidget(
  'paper',
  lazy(() => import('./Paper/PaperWidget')),
);
registerWidget(
  'paperResult',
  lazy(() => import('./Paper/PaperResultWidget')),
);
registerWidget(
  'myTrades',
  lazy(() => import('./MyTrades')),
);
registerWidget(
  'tradeCertificates',
  lazy(() => import('./MyTrades/Certificates')),
);
registerWidget(
  'tradeStatistics',
  lazy(() => import('./Overview/TradeStatistics')),
);
registerWidget(
  'tradeTypeBreakdown',
  lazy(() => import('./Overview/TradeTypeBreakdown')),
);
registerWidget(
  'roundOverview',
  lazy(() => import('./Overview/RoundOverview')),
);
