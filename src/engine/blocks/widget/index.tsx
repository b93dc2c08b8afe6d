// The widget block: a bespoke component from the widget registry, given its resolved props and, for a
// container widget, its nested blocks. Widgets may load on demand: the block waits with a spinner.
import { Alert, Spin } from 'antd';
import { createElement, Suspense } from 'react';
import { resolveBindings } from '../../bindings';
import { BlockList } from '../../BlockList';
import { useEngine } from '../../env';
import type { BlockProps } from '../../registry';
import { getWidget } from '../../widgets';
import type { WidgetBlock } from './types';

/** Renders a `widget` block. */
export function WidgetBlockView({ block }: BlockProps<WidgetBlock>) {
  const { bindings } = useEngine();
  const Widget = getWidget(block.name);
  if (!Widget) {
    // config:check guarantees the name is valid; this only shows while src/widgets has not registered it.
    return (
      <Alert data-state="error" type="warning" showIcon title={`组件 ${block.name} 尚未注册`} />
    );
  }
  const children = block.blocks ? <BlockList blocks={block.blocks} /> : undefined;
  // Looked up by name from the registry, not created here; createElement keeps that explicit.
  return (
    <Suspense fallback={<Spin />}>
      {createElement(Widget, { props: resolveBindings(block.props, bindings) }, children)}
    </Suspense>
  );
}
