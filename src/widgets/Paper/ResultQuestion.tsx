// A graded question's stem (sanitised HTML) with its lettered options, so "A、C" in the answer
// columns can be read against them.
import { Typography } from 'antd';
import { sanitizeHtml } from '../../engine/blocks/html/sanitize';
import { optionsOf } from './labels';
import type { ResultRow } from './resultRows';
import './paper.css';

/** Draws the stem and options of a result row. */
export function ResultQuestion({ row }: { row: ResultRow }) {
  const options = optionsOf(row);
  return (
    <div className="paper-result-question">
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(row.name) }} />
      {options.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {options.map((o) => `${o.letter}. ${o.text}`).join('　')}
        </Typography.Text>
      )}
    </div>
  );
}
