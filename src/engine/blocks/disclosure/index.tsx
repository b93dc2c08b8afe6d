// The disclosure block: one disclosure tab from config/disclosure/tabs.json with the download button, or,
// without a bound tab, the disclosure menu beside the tab the user picks (the disclosure list page). A
// tab shows its disclosure group's blocks where tabs.json gives the group its own (`groups`).
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Menu, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { announcedByPipeline } from '../../../api/operationCaller';
import { BlockList } from '../../BlockList';
import { resolveBinding, resolveBindings } from '../../bindings';
import type { DataSource } from '../../config/binding';
import type { MenuItem } from '../../config/files';
import { disclosureTabKeys, type DisclosureTabKey } from '../../config/names';
import { disclosureTabs, menus } from '../../config/load';
import { useEngine } from '../../env';
import { visibleMenu } from '../../menu';
import type { BlockProps } from '../../registry';
import { narrowWindowQuery, useMediaQuery } from '../../useMediaQuery';
import { readPath } from '../../values/format';
import { groupKey, tabBlocks } from './tabBlocks';
import type { DisclosureBlock } from './types';

function DownloadButton({ source }: { source: DataSource }) {
  const { api, bindings, notify } = useEngine();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await api.callOperation(
        source.operation,
        resolveBindings(source.params, bindings),
      );
      const path = readPath(data, 'path');
      if (typeof path !== 'string' || !path) throw new Error('没有可下载的文件');
      window.open(path, '_blank', 'noopener');
    } catch (error) {
      if (!announcedByPipeline(error)) {
        notify(`下载失败：${error instanceof Error ? error.message : String(error)}`, 'error');
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      下载披露数据
    </Button>
  );
}

function isTabKey(key: unknown): key is DisclosureTabKey {
  return typeof key === 'string' && (disclosureTabKeys as readonly string[]).includes(key);
}

/** A tab as its disclosure group shows it (`group`: the group's index, see tabBlocks). */
function TabView({
  tabKey,
  group,
  download,
}: {
  tabKey: unknown;
  group: unknown;
  download?: DataSource;
}) {
  const { disclosure } = useEngine();
  const tabs = disclosure?.tabs ?? disclosureTabs;
  if (!isTabKey(tabKey))
    return <Alert type="warning" showIcon title={`未知的披露项：${String(tabKey)}`} />;
  const tab = tabs.tabs[tabKey];
  const blocks = tabBlocks(tab, group);
  return (
    <div data-tab={tabKey}>
      <Row justify="space-between" align="middle" style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {tab.title}
        </Typography.Title>
        {download && <DownloadButton source={download} />}
      </Row>
      {/* Another tab, or the same tab in another group, starts with fresh blocks. */}
      <BlockList key={`${tabKey}@${groupKey(group) ?? ''}`} blocks={blocks} />
    </div>
  );
}

/** The menu's groups and items as a select's options (a group's own label heads its items). */
function tabOptions(menu: readonly MenuItem[]) {
  return menu.map((g) =>
    g.children
      ? {
          label: g.label,
          title: g.label,
          options: g.children.map((c) => ({ value: c.key, label: c.label })),
        }
      : { value: g.key, label: g.label },
  );
}

/** Renders a `disclosure` block. */
export function DisclosureBlockView({ block }: BlockProps<DisclosureBlock>) {
  const { bindings, rules, disclosure } = useEngine();
  // On a phone the 240 px menu would leave the tab no width: a select above the tab takes its place.
  const narrow = useMediaQuery(narrowWindowQuery);
  const menu = visibleMenu((disclosure?.menu ?? menus.disclosure)?.items ?? [], rules);
  const first = menu.flatMap((g) => [g, ...(g.children ?? [])]).find((i) => i.tab);
  const [picked, setPicked] = useState<string | undefined>(first?.key);
  if (block.tab)
    return (
      <TabView
        tabKey={resolveBinding(block.tab, bindings)}
        group={block.group && resolveBinding(block.group, bindings)}
        download={block.download}
      />
    );
  const all = menu.flatMap((g) => [g, ...(g.children ?? [])]);
  // The picked item's tab as its group shows it: the day-ahead 线路稳定限额 is not the medium/long-term one.
  const current = all.find((i) => i.key === picked);
  const tab = current?.tab && (
    <TabView tabKey={current.tab} group={current.params?.['index']} download={block.download} />
  );
  if (narrow)
    return (
      <div>
        <Select
          aria-label="披露项"
          value={picked}
          onChange={setPicked}
          options={tabOptions(menu)}
          style={{ width: '100%', marginBottom: 12 }}
        />
        {tab}
      </div>
    );
  return (
    // No wrapping: a wide tab (tables, charts) must scroll inside its column, not drop below the menu.
    <Row gutter={16} wrap={false}>
      <Col flex="240px">
        <Menu
          mode="inline"
          selectedKeys={picked ? [picked] : []}
          defaultOpenKeys={menu.map((g) => g.key)}
          onClick={(e) => setPicked(e.key)}
          items={menu.map((g) => ({
            key: g.key,
            label: g.label,
            children: g.children?.map((c) => ({ key: c.key, label: c.label })),
          }))}
        />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        {tab}
      </Col>
    </Row>
  );
}
