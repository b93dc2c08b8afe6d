// Marks the first table row's attachment in a page's trace (user timing `firstRow`, category
// blink.user_timing), for the trace probes that measure a data page up to its first row.
import type { Page } from 'playwright-core';

export async function markFirstRow(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('.ant-table-row')) return;
      performance.mark('firstRow');
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
}
