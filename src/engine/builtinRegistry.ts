// The complete renderer map of the built-in blocks; its type makes a forgotten block a compile error.
import { ChartBlockView } from './blocks/chart';
import { DescriptionsBlockView } from './blocks/descriptions';
import { DisclosureBlockView } from './blocks/disclosure';
import { FormBlockView } from './blocks/form';
import { HtmlBlockView } from './blocks/html';
import { ReadinessBlockView } from './blocks/readiness';
import { TableBlockView } from './blocks/table';
import { TabsBlockView } from './blocks/tabs';
import { WidgetBlockView } from './blocks/widget';
import { registryFromMap, type RendererMap } from './registry';

/** Every built-in block type and its renderer. */
export const builtinRenderers: RendererMap = {
  table: TableBlockView,
  form: FormBlockView,
  chart: ChartBlockView,
  descriptions: DescriptionsBlockView,
  tabs: TabsBlockView,
  html: HtmlBlockView,
  readiness: ReadinessBlockView,
  widget: WidgetBlockView,
  disclosure: DisclosureBlockView,
};

/** The registry the app uses. */
export const builtinRegistry = registryFromMap(builtinRenderers);
