// The page engine: a screen's title, header actions and blocks; its refresh reloads the queries its
// blocks show.
import { useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useState } from 'react';
import { ActionBar } from './ActionBar';
import { BlockList } from './BlockList';
import type { ScreenFile } from './config/files';
import { titleForQuery } from './config/queryTitle';
import { useEngine } from './env';
import { createPageQueries, PageQueriesContext } from './query/pageQueries';

/** Renders a screen config. */
export function Page({ screen }: { screen: ScreenFile }) {
  const client = useQueryClient();
  const [queries] = useState(() => createPageQueries(client));
  const title = titleForQuery(screen.title, screen.titleByQuery, useEngine().bindings.route.query);
  return (
    <PageQueriesContext.Provider value={queries}>
      <section aria-label={title}>
        <Typography.Title level={4}>{title}</Typography.Title>
        <ActionBar actions={screen.actions} />
        <BlockList blocks={screen.blocks} />
      </section>
    </PageQueriesContext.Provider>
  );
}
