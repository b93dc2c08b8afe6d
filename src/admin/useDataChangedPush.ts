// Listens for the titan hub's `OnDataChanged({ courseId, roundId, operations })` of one round, so a
// teacher card reloads exactly the answers a trade, order or cancel changed, without polling.
import { useContext, useEffect, useRef } from 'react';
import { parseDataChanged } from '../machines/realtime';
import { createSignalrProvider } from '../realtime/signalrProvider';
import { useServices } from '../shell/services';
import { AdminPushContext } from './useRoundPush';

/** Calls `onChanged` with the operation ids a push names for `roundId` of `courseId`. */
export function useDataChangedPush(
  courseId: number,
  roundId: number,
  onChanged: (operations: string[]) => void,
): void {
  const services = useServices();
  const factory = useContext(AdminPushContext);
  const latest = useRef(onChanged);
  useEffect(() => {
    latest.current = onChanged;
  });

  useEffect(() => {
    const provider =
      factory?.() ??
      createSignalrProvider({ baseUrl: services.apiBaseUrl, getToken: services.getToken });
    const off = provider.on('titan', 'OnDataChanged', (payload) => {
      const change = parseDataChanged(payload);
      if (change && change.courseId === String(courseId) && change.roundId === String(roundId)) {
        latest.current(change.operations);
      }
    });
    provider.start().catch((error: unknown) => console.warn('实时连接失败', error));
    return () => {
      off();
      void provider.stop().catch(() => undefined);
    };
  }, [courseId, roundId, factory, services]);
}
