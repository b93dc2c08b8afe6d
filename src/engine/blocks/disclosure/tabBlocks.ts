// The blocks a disclosure tab shows in a disclosure group: the group's entry in the tab's `groups`
// (config/disclosure/tabs.json) when it has one, else the tab's own. Shared by the block and the
// first-queries reader, so the route prefetch asks for what the tab shows.
import type { Block } from '../../config/block';
import type { DisclosureTab } from '../../config/files';

/** A group's key as tabs.json writes it, from a route parameter or a menu item's number. */
export function groupKey(group: unknown): string | undefined {
  return typeof group === 'string' || typeof group === 'number' ? String(group) : undefined;
}

/** The blocks `tab` shows in `group`. */
export function tabBlocks(tab: DisclosureTab, group: unknown): readonly Block[] {
  const key = groupKey(group);
  const { groups } = tab;
  const inGroup =
    key !== undefined && groups && Object.hasOwn(groups, key) ? groups[key] : undefined;
  return inGroup?.blocks ?? tab.blocks;
}
