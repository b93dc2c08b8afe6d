// The 导出Excel button of a table: exports the given rows with the given columns (xlsx loads on press).
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { Column } from '../../config/column';
import { exportToExcel } from './exportExcel';

/** Props of the export button: what to write, and the file name without .xlsx. */
export interface ExportButtonProps {
  columns: readonly Column[];
  rows: readonly Record<string, unknown>[];
  fileName: string;
}

/** The export button, disabled while there are no rows and spinning while the workbook is written. */
export function ExportButton({ columns, rows, fileName }: ExportButtonProps) {
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      await exportToExcel(columns, rows, fileName);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={exporting}
      disabled={rows.length === 0}
      onClick={() => void onExport()}
    >
      导出Excel
    </Button>
  );
}
