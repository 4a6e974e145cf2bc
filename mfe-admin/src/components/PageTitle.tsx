import type { ReactNode } from 'react';

/** A screen's heading (styled by ADMIN_CSS like antd's h1, so a first paint needs no antd style sheet) and what sits beside it. */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <div className="admin-page-title">
      <h1>{children}</h1>
      {extra}
    </div>
  );
}
