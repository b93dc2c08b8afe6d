// The queries a screen makes as it first renders, read from its config: the route-data prefetch starts
// them before the page mounts, under the same keys the blocks' data sources use, so the first render
// finds their answers in the query cache. Blocks whose showing depends on a rule are left out (the
// rules need the session), and so are widgets (their calls are code, not config), except the blocks
// of a round selector's scope when the caller can tell its round. A readiness block's check and its
// blocks are asked for together: its blocks' data is the page's first rows once the result is ready.
import { missingBindings, resolveBinding, resolveBindings } from '../bindings';
import type { Block } from '../config/block';
import type { DataSource } from '../config/binding';
import type { DisclosureTabsFile, ScreenFile } from '../config/files';
import { disclosureTabKeys, type DisclosureTabKey } from '../config/names';
import { tabBlocks } from '../blocks/disclosure/tabBlocks';
import { defaultServerPageSize } from '../blocks/table/pageSize';
import type { BindingContext } from '../env';

/** One call as a data source makes it: operation, resolved parameters (with paging), body. */
export interface FirstQuery {
  operation: string;
  params: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** The call of `source` in `context`, or null while a bound path parameter is missing (no call yet). */
function callOf(
  source: DataSource | undefined,
  context: BindingContext,
  extra?: Record<string, unknown>,
): FirstQuery | null {
  if (!source || missingBindings(source.params, context).length > 0) return null;
  const params = { ...resolveBindings(source.params, context), ...extra };
  return source.body
    ? { operation: source.operation, params, body: resolveBindings(source.body, context) }
    : { operation: source.operation, params };
}

function isTabKey(key: unknown): key is DisclosureTabKey {
  return typeof key === 'string' && (disclosureTabKeys as readonly string[]).includes(key);
}

/** The first page's paging parameters of a server-paged table, as the table block sends them. */
function tablePaging(
  block: Extract<Block, { type: 'table' }>,
): Record<string, unknown> | undefined {
  if (block.paging !== 'server') return undefined;
  const pageSize = block.pageSize ?? defaultServerPageSize;
  return { skipCount: 0, maxResultCount: pageSize };
}

/** What the caller knows beyond the bindings. */
export interface FirstQueryOptions {
  disclosure?: DisclosureTabsFile;
  /**
   * The round a round selector's scope opens on, from its resolved props; undefined when it cannot
   * be told (its blocks are then left out).
   */
  roundScope?: (props: Record<string, unknown>) => Record<string, unknown> | undefined;
}

/** The calls `blocks` make when they first render (only the first tab of tabs opens). */
function callsOf(
  blocks: readonly Block[],
  context: BindingContext,
  options: FirstQueryOptions,
): FirstQuery[] {
  const { disclosure } = options;
  return blocks
    .filter((b) => b.visibleWhen === undefined)
    .flatMap((block): Array<FirstQuery | null> => {
      switch (block.type) {
        case 'table':
          return [callOf(block.source, context, tablePaging(block))];
        case 'descriptions':
        case 'chart':
        case 'html':
          return [callOf(block.source, context)];
        case 'form':
          return [callOf(block.initial, context)];
        case 'tabs': {
          const first = block.tabs.find((t) => t.visibleWhen === undefined);
          return first ? callsOf(first.blocks, context, options) : [];
        }
        case 'disclosure': {
          const key = block.tab && resolveBinding(block.tab, context);
          const tab = isTabKey(key) ? disclosure?.tabs[key] : undefined;
          const group = block.group && resolveBinding(block.group, context);
          return tab ? callsOf(tabBlocks(tab, group), context, options) : [];
        }
        case 'readiness':
          return [callOf(block.check, context), ...callsOf(block.blocks, context, options)];
        case 'widget': {
          if (block.name !== 'roundSelector' || !block.blocks) return [];
          const round = options.roundScope?.(resolveBindings(block.props, context));
          return round ? callsOf(block.blocks, { ...context, round }, options) : [];
        }
        default:
          return [];
      }
    })
    .filter((call): call is FirstQuery => call !== null);
}

/** The calls `blocks` make as they first render in `context` (a readiness block's, once ready). */
export function blockQueries(
  blocks: readonly Block[],
  context: BindingContext,
  options: FirstQueryOptions = {},
): FirstQuery[] {
  return callsOf(blocks, context, options);
}

/** The calls a screen makes as it first renders in `context`. */
export function firstQueries(
  screen: ScreenFile,
  context: BindingContext,
  options: FirstQueryOptions = {},
): FirstQuery[] {
  return callsOf(screen.blocks, context, options);
}
