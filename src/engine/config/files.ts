// The top-level shape of each kind of config file; config/schema/*.schema.json is generated from these.
import type { Action, RouteName } from './action';
import type { Block } from './block';
import type { DisclosureTabKey, IconName } from './names';
import type { Rule } from './rule';
import type { TitleByQuery } from './queryTitle';

/** A screen: a title and blocks laid out in rows (config/screens/NAME.json or config/screens/<market>/NAME.json). */
export interface ScreenFile {
  /** Relative path of this file's JSON Schema, for editor help. */
  $schema?: string;
  /** Page title in Chinese. */
  title: string;
  /** Other titles by a route query value (a screen shared by several menu entries). */
  titleByQuery?: TitleByQuery;
  /** Buttons in the page header. */
  actions?: Action[];
  /** Blocks, laid out left to right in rows of 24 grid columns. */
  blocks: Block[];
}

/** One menu entry. */
export interface MenuItem {
  /** Key unique across all menus; other menus refer to it. */
  key: string;
  /** Label in Chinese; taken from the referenced item when `ref` is set. */
  label?: string;
  /** Icon shown before the label. */
  icon?: IconName;
  /** Reuses the side-menu item with this key (top menu). */
  ref?: string;
  /** Named route the item opens. */
  route?: RouteName;
  /** Literal route path parameters. */
  params?: Record<string, string | number>;
  /** Literal query parameters (isTrade, isProvince, menuKey, cycle, type). */
  query?: Record<string, string | number>;
  /** Places the items of config/menus/NAME.json here as this item's children. */
  include?: 'trade' | 'disclosure';
  /** Disclosure tab the item opens (disclosure menu). */
  tab?: DisclosureTabKey;
  /** Shows the item only while the rule holds. */
  visibleWhen?: Rule;
  /** Sub-items. */
  children?: MenuItem[];
}

/** A menu (config/menus/side.json, top.json, trade.json, disclosure.json). */
export interface MenuFile {
  /** Relative path of this file's JSON Schema, for editor help. */
  $schema?: string;
  /** Entries in display order. */
  items: MenuItem[];
}

/** A screen's file name under config/screens; the written schema lists them for editor completion. */
export type ScreenName = string;

/** One route: a name, a path and what it shows. */
export interface RouteEntry {
  /** Route name used by menus and navigate actions, e.g. `user-centerTrade`. */
  name: string;
  /**
   * Path with `:param` (and `:param?` for optional) segments, e.g. `/user/centerTrade/:id`; `*` matches any path.
   * @pattern ^(/[A-Za-z0-9/:?_.-]*|\*)$
   */
  path: string;
  /** Screen file name under config/screens (without .json) rendered by the page engine. */
  screen?: ScreenName;
  /** Name of the route this one redirects to. */
  redirect?: RouteName;
  /** Reachable without signing in. */
  public?: boolean;
  /** Page title in Chinese (breadcrumb). */
  title: string;
  /** Other breadcrumb titles by a route query value, as the screen's `titleByQuery`. */
  titleByQuery?: TitleByQuery;
}

/** The route table (config/routes.json). */
export interface RoutesFile {
  /** Relative path of this file's JSON Schema, for editor help. */
  $schema?: string;
  /** Routes; the first whose path matches wins. */
  routes: RouteEntry[];
}

/** What one disclosure group shows of a tab in place of the tab's own blocks. */
export interface DisclosureTabInGroup {
  /** Blocks shown for the tab in that group. */
  blocks: Block[];
}

/** The blocks of one disclosure tab. */
export interface DisclosureTab {
  /** Tab title in Chinese. */
  title: string;
  /** Blocks shown for the tab. */
  blocks: Block[];
  /**
   * The tab as a disclosure group shows it instead, by the group's index (a disclosure menu item's
   * `params.index`, the detail route's `index`: 0 public, 1 medium/long-term, 2 day-ahead spot), e.g.
   * the day-ahead group's per-slot limits; other groups show `blocks`.
   */
  groups?: Record<string, DisclosureTabInGroup>;
}

/** Every disclosure tab of spec section 2 (config/disclosure/tabs.json). */
export interface DisclosureTabsFile {
  /** Relative path of this file's JSON Schema, for editor help. */
  $schema?: string;
  /** One entry per tab key; all keys are required. */
  tabs: Record<DisclosureTabKey, DisclosureTab>;
}

export type { ShellExtra, ShellFile } from './shellFile';
