import type { ReactNode } from 'react';
import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { useIsStaffOnly } from './backOfficeRole';

/** A screen only admins may open: staff who follow its address are told so (the API refuses them its calls anyway). */
export function AdminOnlyScreen({ children }: { children: ReactNode }) {
  if (!useIsStaffOnly()) return <>{children}</>;
  return <Result status="403" title="Admins only" subTitle="Staff handle orders, pick-ups and returns; this screen is for administrators." extra={<Link to="/admin/orders">Go to orders</Link>} />;
}
