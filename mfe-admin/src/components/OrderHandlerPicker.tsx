import { useId, useState } from 'react';
import { Select } from 'antd';
import { errorMessage } from '@rental/platform/errors';
import type { Order } from '@rental/platform/types';
import { useAdminOrderHandlersQuery, useAdminSetOrderHandlerMutation } from '../api/adminApi';

const NOBODY = 0;

/**
 * Who handles the order's pick-up and return (or delivery and collection): their calendar feed
 * lists it; with nobody in particular, every staff member's feed does. The server refuses anyone
 * but active staff or an admin, and the dialog says why.
 */
export function OrderHandlerPicker({ order }: { order: Order }) {
  const id = useId();
  const handlers = useAdminOrderHandlersQuery();
  const [setHandler, { isLoading: saving }] = useAdminSetOrderHandlerMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const current = order.handledBy ?? null;
  // Someone chosen earlier who can no longer sign in still shows by the name the order keeps.
  const people = handlers.data ?? [];
  const options = [
    { value: NOBODY, label: 'Nobody in particular' },
    ...people.map((person) => ({ value: person.id, label: person.role === 'admin' ? `${person.name} (admin)` : person.name })),
    ...(current && !people.some((person) => person.id === current.id) ? [{ value: current.id, label: current.name }] : []),
  ];
  const choose = async (value: number) => {
    setFailure(null);
    try {
      await setHandler({ orderId: order.orderId, userId: value === NOBODY ? null : value }).unwrap();
    } catch (problem) {
      setFailure(errorMessage(problem, 'The handler could not be changed'));
    }
  };
  return (
    <div className="admin-order-handler">
      <Select
        id={id}
        aria-label="Handled by"
        size="small"
        value={current?.id ?? NOBODY}
        options={options}
        loading={handlers.isLoading || saving}
        disabled={saving}
        onChange={(value) => void choose(value)}
        style={{ minWidth: 200 }}
        popupMatchSelectWidth={false}
      />
      {failure && (
        <div className="admin-field-error" role="alert">
          {failure}
        </div>
      )}
    </div>
  );
}
