// The html block: fixed or fetched HTML, always sanitised with DOMPurify, and buttons under it.
import { ActionBar } from '../../ActionBar';
import { BlockState } from '../../BlockState';
import type { BlockProps } from '../../registry';
import { useDataSource } from '../../useDataSource';
import { readPath } from '../../values/format';
import { sanitizeHtml } from './sanitize';
import type { HtmlBlock } from './types';

function htmlOf(block: HtmlBlock, data: unknown): string {
  if (!block.source) return block.html ?? '';
  const value = readPath(data, block.field);
  return typeof value === 'string' ? value : '';
}

/** Renders an `html` block. */
export function HtmlBlockView({ block }: BlockProps<HtmlBlock>) {
  const state = useDataSource(block.source);
  return (
    <BlockState state={state} isEmpty={(d) => htmlOf(block, d).trim() === ''}>
      {(data) => (
        <>
          <div
            className="engine-html"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(htmlOf(block, data)) }}
          />
          <ActionBar actions={block.actions} />
        </>
      )}
    </BlockState>
  );
}
