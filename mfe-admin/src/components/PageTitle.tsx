import type { ReactNode } from 'react';
import { Typography } from 'antd';

export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <div className="admin-page-title">
      <Typography.Title level={1}>{children}</Typography.Title>
      {extra}
    </div>
  );
}
