import type { ReactNode } from 'react';
import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { useBackOfficeRole } from './backOfficeRole';

/**
 * A screen only admins may open: it is not even mounted (so asks the server nothing) until the
 * signed-in user is known to be an admin; staff who follow its address are told it is for admins.
 */
export function AdminOnlyScreen({ children }: { children: ReactNode }) {
  const role = useBackOfficeRole();
  if (role === 'admin') return <>{children}</>;
  if (role === undefined) return null;
  return <Result status="403" title="Admins only" subTitle="Staff handle orders, pick-ups and returns; this screen is for administrators." extra={<Link to="/admin/orders">Go to orders</Link>} />;
}
