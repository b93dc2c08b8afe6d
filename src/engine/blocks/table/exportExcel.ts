// Client-side Excel export of a table: xlsx is imported only when the button is pressed, and each cell
// holds the value the table shows (numbers stay numbers, with the table's number of decimals).
import type { WorkBook } from 'xlsx';
import type { Column } from '../../config/column';
import type { BindingContext } from '../../env';
import { fillFromBindings } from '../../textTemplate';
import { defaultDecimals, formatValue, readPath, roundTo } from '../../values/format';
import { valueTypeFacts } from '../../values/valueTypeFacts';

type Cell = { t: 'n'; v: number; z: string } | { t: 's'; v: string };

function cellOf(value: unknown, column: Column): Cell {
  const type = column.valueType ?? 'text';
  if (
    valueTypeFacts[type].exported === 'number' &&
    typeof value === 'number' &&
    Number.isFinite(value)
  ) {
    const decimals = column.decimals ?? defaultDecimals[type] ?? 2;
    return { t: 'n', v: roundTo(value, decimals), z: decimals ? `0.${'0'.repeat(decimals)}` : '0' };
  }
  return { t: 's', v: formatValue(value, column) };
}

/** Builds the workbook of a table: a header row of titles, then one row per table row. */
export async function buildWorkbook(
  columns: readonly Column[],
  rows: readonly Record<string, unknown>[],
  sheetName = 'Sheet1',
): Promise<WorkBook> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([columns.map((c) => c.title)]);
  rows.forEach((row, r) => {
    columns.forEach((column, c) => {
      sheet[XLSX.utils.encode_cell({ r: r + 1, c })] = cellOf(readPath(row, column.field), column);
    });
  });
  sheet['!ref'] = XLSX.utils.encode_range(
    { r: 0, c: 0 },
    { r: rows.length, c: Math.max(columns.length - 1, 0) },
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  return book;
}

/** Has the browser save bytes as a file through a temporary object URL. */
export function saveFile(bytes: ArrayBuffer, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Builds the workbook and saves it as FILE.xlsx. xlsx's own writeFile is avoided: under Node (tests,
 * server rendering) it writes into the working directory instead of downloading.
 */
export async function exportToExcel(
  columns: readonly Column[],
  rows: readonly Record<string, unknown>[],
  fileName: string,
): Promise<void> {
  const [XLSX, book] = await Promise.all([import('xlsx'), buildWorkbook(columns, rows, fileName)]);
  const bytes = XLSX.write(book, {
    type: 'array',
    bookType: 'xlsx',
    compression: true,
  }) as ArrayBuffer;
  saveFile(
    bytes,
    `${fileName}.xlsx`,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
}

/**
 * The export's file name (without .xlsx): the block's `exportFileName` with its `{path}` filled from
 * the bindings (`发电侧结算报告-{enterprise.name}-{row.year}年{row.month}月`), so files saved from
 * several enterprises or months do not all carry one name. Characters no file system takes become _.
 */
export function exportFileName(template: string, bindings: BindingContext): string {
  return fillFromBindings(template, bindings).replace(/[\\/:*?"<>|]/g, '_');
}
