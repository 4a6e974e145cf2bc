import { useState } from 'react';
import { Button, Space } from 'antd';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import type { Order } from '@rental/platform/types';
import { useAdminDeleteIdDocumentMutation, useAdminOpenIdDocumentMutation } from '../api/adminApi';

/**
 * The renter's ID document of an order, for staff: received or not, View (opens the file the API
 * streams; each look is audited there) and Delete. Its address is never shown.
 */
export function IdDocumentRow({ order }: { order: Order }) {
  const toast = useToast();
  const [open, { isLoading: opening }] = useAdminOpenIdDocumentMutation();
  const [remove, { isLoading: deleting }] = useAdminDeleteIdDocumentMutation();
  const [deleted, setDeleted] = useState(false);
  const received = !!order.idDocument?.received && !deleted;
  const view = async () => {
    try {
      const url = await open(order.orderId).unwrap();
      window.open(url, '_blank', 'noopener');
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to open the ID document'));
    }
  };
  const drop = async () => {
    try {
      await remove(order.orderId).unwrap();
      setDeleted(true);
      toast.success(`ID document of ${order.orderId} deleted`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to delete the ID document'));
    }
  };
  if (!received) return <span>{order.idDocument?.required ? 'Asked for, not received' : 'None'}</span>;
  return (
    <Space wrap>
      <span>Received</span>
      <Button size="small" loading={opening} onClick={() => void view()} aria-label={`View ID document of ${order.orderId}`}>
        View
      </Button>
      <Button size="small" danger loading={deleting} onClick={() => void drop()} aria-label={`Delete ID document of ${order.orderId}`}>
        Delete
      </Button>
    </Space>
  );
}
