// The queries a page shows, so `then.refresh` reloads exactly them: each data source registers its
// key while mounted, and the page's refresh invalidates the registered keys.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';

/** The keys a page's blocks currently read. */
export interface PageQueries {
  /** Records a key while a block shows it; returns the function that forgets it. */
  register(key: QueryKey): () => void;
  /** Reloads every query of the page. */
  refresh(): Promise<void>;
}

/** Creates the registry of one page over the query client. */
export function createPageQueries(client: QueryClient): PageQueries {
  const keys = new Map<string, { key: QueryKey; count: number }>();
  return {
    register(key) {
      const hash = JSON.stringify(key);
      const entry = keys.get(hash) ?? { key, count: 0 };
      entry.count += 1;
      keys.set(hash, entry);
      return () => {
        entry.count -= 1;
        if (entry.count === 0) keys.delete(hash);
      };
    },
    async refresh() {
      await Promise.all(
        [...keys.values()].map(({ key }) =>
          client.invalidateQueries({ queryKey: key, exact: true }),
        ),
      );
    },
  };
}

/** The page's query registry; absent outside a Page (a block rendered on its own). */
export const PageQueriesContext = createContext<PageQueries | undefined>(undefined);

/** Registers `key` with the surrounding page while `enabled`. */
export function useRegisterPageQuery(key: QueryKey, enabled: boolean): void {
  const page = useContext(PageQueriesContext);
  const hash = JSON.stringify(key);
  useEffect(
    () => (page && enabled ? page.register(key) : undefined),
    // `hash` stands for the key, which is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page, enabled, hash],
  );
}
