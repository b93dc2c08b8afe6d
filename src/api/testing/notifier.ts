import { vi, type Mock } from 'vitest';
import type { ApiModal, ApiNotification, ApiNotifier, LoadingIndicator } from '../types';

/** A notifier for tests that records what the pipeline asked the UI to show. */
export interface RecordingNotifier extends ApiNotifier {
  /** Notifications in the order they were shown. */
  notifications: ApiNotification[];
  /** Modals in the order they were opened, with whether each was closed. */
  modals: Array<ApiModal & { closed: boolean }>;
}

/** Creates a recording notifier. */
export function createRecordingNotifier(): RecordingNotifier {
  const notifications: ApiNotification[] = [];
  const modals: Array<ApiModal & { closed: boolean }> = [];
  return {
    notifications,
    modals,
    notify: (notification) => {
      notifications.push(notification);
    },
    openModal: (modal) => {
      const entry = { ...modal, closed: false };
      modals.push(entry);
      return {
        close: () => {
          entry.closed = true;
        },
      };
    },
  };
}

/** A loading indicator for tests whose `show` and `hide` are spies. */
export function createSpyIndicator(): LoadingIndicator & {
  show: Mock<() => void>;
  hide: Mock<() => void>;
} {
  return { show: vi.fn<() => void>(), hide: vi.fn<() => void>() };
}
