// Dialogs and drawers of the layout mount on their first opening, not with the signed-in page's first
// render (which holds the cold load's first rows back): closed, they draw nothing but still cost their
// hooks and antd's wrappers. Once opened they stay mounted, so their closing animation plays.
import { useState } from 'react';

/** True from the first render with `open` on. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state set during render: React re-renders at once, before the commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}
