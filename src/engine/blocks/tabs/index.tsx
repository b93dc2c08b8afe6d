// The tabs block: each visible tab holds blocks; antd mounts a tab's blocks only when it is first opened,
// so only the open tab loads its data.
import { Tabs } from 'antd';
import { BlockList } from '../../BlockList';
import { useEngine } from '../../env';
import type { BlockProps } from '../../registry';
import { isVisible } from '../../rules/evaluate';
import type { TabsBlock } from './types';

/** Renders a `tabs` block. */
export function TabsBlockView({ block }: BlockProps<TabsBlock>) {
  const { rules } = useEngine();
  const tabs = block.tabs.filter((t) => isVisible(t.visibleWhen, rules));
  return (
    <Tabs
      destroyOnHidden={false}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: tab.title,
        children: <BlockList blocks={tab.blocks} />,
      }))}
    />
  );
}
