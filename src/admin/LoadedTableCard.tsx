// The shell of a teacher card that shows one loaded list as a table: a refresh button that spins while
// the list reloads, the error of the last load above the table, and the table itself, which shows its
// own spinner only until the first answer (a reload keeps the last rows on screen).
import { Alert, Button, Card, Space, Table, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import type { Loaded } from './useLoad';

interface LoadedTableCardProps<T> {
  title: ReactNode;
  loaded: Loaded<T[]>;
  /** The label of the refresh button. */
  refreshText: string;
  /** Shown before the refresh button, e.g. counts. */
  extra?: ReactNode;
  rowKey: (row: T) => Key;
  columns: NonNullable<TableProps<T>['columns']>;
  expandable?: TableProps<T>['expandable'];
  emptyText: string;
}

/** A card with one loaded table, its refresh button and its error. */
export function LoadedTableCard<T extends object>({
  title,
  loaded,
  refreshText,
  extra,
  rowKey,
  columns,
  expandable,
  emptyText,
}: LoadedTableCardProps<T>) {
  return (
    <Card
      title={title}
      extra={
        <Space>
          {extra}
          <Button onClick={loaded.reload} loading={loaded.loading}>
            {refreshText}
          </Button>
        </Space>
      }
    >
      {loaded.error && (
        <Alert type="error" showIcon title={loaded.error} style={{ marginBottom: 12 }} />
      )}
      <Table<T>
        rowKey={rowKey}
        size="small"
        loading={loaded.loading && !loaded.data}
        dataSource={loaded.data ?? []}
        pagination={false}
        locale={{ emptyText }}
        {...(expandable ? { expandable } : {})}
        columns={columns}
      />
    </Card>
  );
}
