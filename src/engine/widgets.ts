// The widget registry: bespoke React components (src/widgets) registered by a name from the literal union
// WidgetName, so configs can only name widgets that exist; registering a name twice throws.
import type { ComponentType, ReactNode } from 'react';
import type { WidgetName } from './config/names';

/** Props a widget receives: its resolved `props` bindings and the drawn `blocks` of a container. */
export interface WidgetProps {
  /** Values of the block's `props` bindings. */
  props: Record<string, unknown>;
  /** The block's `blocks`, ready to draw; the widget decides whether and when to show them. */
  children?: ReactNode;
}

const widgets = new Map<WidgetName, ComponentType<WidgetProps>>();

/** Registers a widget under its name; throws when the name is taken. */
export function registerWidget(name: WidgetName, component: ComponentType<WidgetProps>): void {
  if (widgets.has(name)) throw new Error(`组件 "${name}" 已注册，不能重复注册`);
  widgets.set(name, component);
}

/** The component registered under a name, if any. */
export function getWidget(name: WidgetName): ComponentType<WidgetProps> | undefined {
  return widgets.get(name);
}

/** Removes a registration (tests only, to keep them independent). */
export function unregisterWidget(name: WidgetName): void {
  widgets.delete(name);
}
