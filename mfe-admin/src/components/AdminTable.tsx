import { Table } from 'antd';
import type { TableProps } from 'antd';

const shadeAlternateRows = (_row: unknown, index: number) => (index % 2 ? 'admin-row-shaded' : '');

/**
 * The admin's tables: every other row shaded (spec §2), 20 rows a page, and below `minWidth` the
 * table scrolls sideways (the columns marked `fixed` stay in view).
 */
export function AdminTable<T extends object>({ minWidth, ...props }: TableProps<T> & { minWidth: number }) {
  return (
    <Table<T>
      className="admin-table"
      rowClassName={shadeAlternateRows}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: minWidth }}
      size="middle"
      {...props}
    />
  );
}
