// The closed block vocabulary: BlockRegistry maps each block type to its config, and the runtime map in
// src/engine/registry.ts is typed Record<keyof BlockRegistry, Renderer> so a missing renderer fails to compile.
import type { ChartBlock } from '../blocks/chart/types';
import type { DescriptionsBlock } from '../blocks/descriptions/types';
import type { DisclosureBlock } from '../blocks/disclosure/types';
import type { FormBlock } from '../blocks/form/types';
import type { HtmlBlock } from '../blocks/html/types';
import type { ReadinessBlock } from '../blocks/readiness/types';
import type { TableBlock } from '../blocks/table/types';
import type { TabsBlock } from '../blocks/tabs/types';
import type { WidgetBlock } from '../blocks/widget/types';

/** Every block type and its config. */
export interface BlockRegistry {
  table: TableBlock;
  form: FormBlock;
  chart: ChartBlock;
  descriptions: DescriptionsBlock;
  tabs: TabsBlock;
  html: HtmlBlock;
  readiness: ReadinessBlock;
  widget: WidgetBlock;
  disclosure: DisclosureBlock;
}

/** A block type name. */
export type BlockType = keyof BlockRegistry;

/**
 * One block of a screen. Written out as a union (not BlockRegistry[BlockType]) because the schema
 * generator needs it; blockUnionMatchesRegistry below keeps the two equal.
 * @discriminator type
 */
export type Block =
  | TableBlock
  | FormBlock
  | ChartBlock
  | DescriptionsBlock
  | TabsBlock
  | HtmlBlock
  | ReadinessBlock
  | WidgetBlock
  | DisclosureBlock;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compile-time proof that the Block union lists every registry entry and nothing else. */
export const blockUnionMatchesRegistry: Same<Block, BlockRegistry[BlockType]> = true;
