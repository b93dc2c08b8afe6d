// Registers the shell's bespoke widgets in the engine's widget registry, so configs can place them by
// name with a `widget` block. Imported once by the app entry.
import { lazy } from 'react';
import { registerWidget } from '../engine/widgets';
import { CountdownWidget } from './CourseCards/Countdown';
import { EnterpriseChoiceWidget } from './EnterpriseChoice/EnterpriseChoiceWidget';
import { NoticesDialogWidget } from './NoticesDialog/NoticesDialogWidget';
import { RoundSelectorWidget } from './RoundSelector/RoundSelectorWidget';

registerWidget('courseCountdown', CountdownWidget);
registerWidget('roundSelector', RoundSelectorWidget);
registerWidget('enterpriseChoice', EnterpriseChoiceWidget);
registerWidget('noticesDialog', NoticesDialogWidget);
registerWidget(
  'centerTradeDeclaration',
  lazy(() => import('./CenterTradeDeclaration')),
);
// The paper and its result load with their page: the first screen does not need them.
registerWidget(
  'paper',
  lazy(() => import('./Paper/PaperWidget')),
);
registerWidget(
  'paperResult',
  lazy(() => import('./Paper/PaperResultWidget')),
);
