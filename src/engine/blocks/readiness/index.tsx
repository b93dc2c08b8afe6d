// The readiness block: runs the result-readiness machine of src/machines for its kind, shows the
// empty-result screen with its fetch-result button until the result is ready, then its blocks.
// A change of the check's parameters (another round or enterprise) checks again. The first check takes
// the route-data prefetch's answer instead of waiting for the page; cached rows show with a ready check
// only when both came from the prefetch, any other check drops them (earlyRows.ts). An action that
// invalidates the check's operation (a settlement run, say) checks again at once.
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty } from 'antd';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { classifyReadiness } from '../../../machines/resultReadiness';
import { resultReadinessMachine } from '../../../machines/resultReadinessMachine';
import { BlockList } from '../../BlockList';
import { resolveBindings } from '../../bindings';
import { useEngine } from '../../env';
import { prefetchedMsAgo, takePrefetched } from '../../query/askedAt';
import { onOperationsInvalidated, operationKey } from '../../query/operationKeys';
import type { BlockProps } from '../../registry';
import { readPath } from '../../values/format';
import { forgetEarlyRows } from './earlyRows';
import type { ReadinessBlock } from './types';

/** Renders a `readiness` block; a check with other parameters (another round) starts over. */
export function ReadinessBlockView({ block }: BlockProps<ReadinessBlock>) {
  const { bindings } = useEngine();
  // The machine keeps the actors it started with, so new parameters need a new machine.
  const key = JSON.stringify(resolveBindings(block.check.params, bindings));
  return <ReadinessCheck key={key} block={block} />;
}

function ReadinessCheck({ block }: BlockProps<ReadinessBlock>) {
  const { api, bindings } = useEngine();
  const client = useQueryClient();
  const machine = useMemo(
    () =>
      resultReadinessMachine.provide({
        actors: {
          fetchReadiness: fromPromise(async () => {
            const { operation } = block.check;
            const params = resolveBindings(block.check.params, bindings);
            const prefetched = await takePrefetched(client, operationKey(operation, params));
            try {
              const raw = prefetched
                ? prefetched.answer
                : await api.callOperation(operation, params);
              const value = readPath(raw, block.field);
              // Rows are the result's only beside a ready check of the same moment: a check the
              // server answered may be later than cached rows (a clearing push in between).
              if (!prefetched || classifyReadiness(block.kind, value) !== 'ready')
                forgetEarlyRows(client, block, bindings);
              return value;
            } catch (error) {
              forgetEarlyRows(client, block, bindings);
              throw error;
            }
          }),
        },
      }),
    [api, bindings, block, client],
  );
  // A check the prefetch asked for at app start has spent that time of the display delay already.
  const [askedMsAgo] = useState(() =>
    prefetchedMsAgo(
      client,
      operationKey(block.check.operation, resolveBindings(block.check.params, bindings)),
    ),
  );
  const [snapshot, send] = useMachine(machine, { input: { kind: block.kind, askedMsAgo } });
  const notGenerated = snapshot.matches('notGenerated');
  // Only a result not generated yet is asked again: a shown one stays on screen.
  useEffect(() => {
    if (!notGenerated) return undefined;
    return onOperationsInvalidated(client, (operations) => {
      if (operations.includes(block.check.operation)) send({ type: 'FETCH' });
    });
  }, [client, block.check.operation, notGenerated, send]);
  if (snapshot.matches('ready')) return <BlockList blocks={block.blocks} />;
  const { message, loading } = snapshot.context;
  return (
    <div data-state={notGenerated ? 'empty' : 'loading'} aria-busy={!notGenerated}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={message}>
        <Button type="primary" loading={loading} onClick={() => send({ type: 'FETCH' })}>
          获取结果
        </Button>
      </Empty>
    </div>
  );
}
