import type { ReactNode } from 'react';

/** antd's tag colours the admin uses; ADMIN_CSS draws each as antd 6's filled tag in the shop's dark theme. */
export type AdminTagColor = 'default' | 'green' | 'red' | 'gold' | 'volcano' | 'blue' | 'orange';

/**
 * A coloured label (a status, a role). A plain span styled by ADMIN_CSS, not antd's Tag: a list
 * screen draws one per row, and a span costs no component code or style work on a phone's CPU.
 */
export function AdminTag({ color = 'default', title, children }: { color?: AdminTagColor; title?: string; children: ReactNode }) {
  return (
    <span className={color === 'default' ? 'admin-tag' : `admin-tag admin-tag--${color}`} title={title}>
      {children}
    </span>
  );
}
