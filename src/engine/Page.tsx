// The page engine: a screen's title, header actions and blocks, with one refresh signal for all its data.
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ActionBar } from './ActionBar';
import { BlockList } from './BlockList';
import type { ScreenFile } from './config/files';
import { RefreshContext } from './env';

/** Renders a screen config. */
export function Page({ screen }: { screen: ScreenFile }) {
  const [key, setKey] = useState(0);
  const refresh = useMemo(() => ({ key, refresh: () => setKey((k) => k + 1) }), [key]);
  return (
    <RefreshContext.Provider value={refresh}>
      <section aria-label={screen.title}>
        <Typography.Title level={4}>{screen.title}</Typography.Title>
        <ActionBar actions={screen.actions} />
        <BlockList blocks={screen.blocks} />
      </section>
    </RefreshContext.Provider>
  );
}
