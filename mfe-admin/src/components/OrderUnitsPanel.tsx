import { useRef, useState } from 'react';
import { Alert, Button, Input, type InputRef, Space, Tag, Typography } from 'antd';
import { errorMessage } from '@rental/platform/errors';
import type { Order } from '@rental/platform/types';
import { useAdminAssignUnitMutation, useAdminOrderUnitsQuery, useAdminReturnUnitMutation, useAdminUnassignUnitMutation } from '../api/unitsApi';

/**
 * The tracked units of an approved order. Before pick-up staff scan or type each unit's tag
 * (a scanner types it and presses Enter) until every line is filled; after pick-up a scanned tag
 * records that unit as back, so a return may be partial. Orders of untracked products show nothing.
 */
export function OrderUnitsPanel({ order, onChanged }: { order: Order; onChanged?: () => void }) {
  const units = useAdminOrderUnitsQuery(order.orderId, { skip: order.status !== 'approved' && !order.pickedUpAt });
  const [assign, assigning] = useAdminAssignUnitMutation();
  const [unassign] = useAdminUnassignUnitMutation();
  const [giveBack, returning] = useAdminReturnUnitMutation();
  const [tag, setTag] = useState('');
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const input = useRef<InputRef>(null);
  if (!units.data || units.data.lines.length === 0 || order.returnedAt) return null;
  const pickedUp = !!order.pickedUpAt;

  const act = async (work: () => Promise<{ message: string }>, failed: string) => {
    try {
      setMessage({ type: 'success', text: (await work()).message });
      setTag('');
      onChanged?.();
    } catch (failure) {
      setMessage({ type: 'error', text: errorMessage(failure, failed) });
    }
    input.current?.focus();
  };
  const submit = () => {
    const typed = tag.trim();
    if (!typed) return;
    void act(() => (pickedUp ? giveBack({ orderId: order.orderId, tag: typed }) : assign({ orderId: order.orderId, tag: typed })).unwrap(), pickedUp ? 'Failed to record the return' : 'Failed to assign');
  };

  return (
    <section className="admin-order-units" aria-label="Units" style={{ marginTop: 16 }}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Units
      </Typography.Title>
      <table className="admin-order-lines" aria-label="Units of the order">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Needed</th>
            <th scope="col">Tags</th>
          </tr>
        </thead>
        <tbody>
          {units.data.lines.map((line) => (
            <tr key={`${line.lineKey}/${line.key}`}>
              <td>
                {line.name}
                {line.lineKey !== line.key && <Typography.Text type="secondary"> (in {line.lineKey})</Typography.Text>}
              </td>
              <td>
                {line.units.length} of {line.needed}
                {/* Stock not yet tagged goes out without tags. */}
                {(line.untracked ?? 0) > 0 && <Typography.Text type="secondary">{` (${line.untracked} may go without a tag)`}</Typography.Text>}
              </td>
              <td>
                <Space size={4} wrap>
                  {line.units.map((unit) => (
                    <Tag
                      key={unit.tag}
                      color={unit.returnedAt ? 'green' : pickedUp ? 'blue' : 'default'}
                      closable={!pickedUp}
                      onClose={(event) => {
                        event.preventDefault();
                        void act(() => unassign({ orderId: order.orderId, tag: unit.tag }).unwrap(), 'Failed to take the unit off');
                      }}
                    >
                      {unit.tag}
                      {unit.returnedAt ? (unit.lateDays ? ` back, ${unit.lateDays} day${unit.lateDays === 1 ? '' : 's'} late` : ' back') : ''}
                    </Tag>
                  ))}
                </Space>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {(!units.data.complete || pickedUp) && (
        <Space.Compact style={{ width: '100%', maxWidth: 420, marginTop: 8 }}>
          <Input
            ref={input}
            aria-label={pickedUp ? 'Tag of a unit coming back' : 'Tag to hand out'}
            placeholder={pickedUp ? 'Scan or type a tag that is back' : 'Scan or type a tag'}
            value={tag}
            autoComplete="off"
            onChange={(event) => setTag(event.target.value)}
            onPressEnter={submit}
          />
          <Button type="primary" loading={assigning.isLoading || returning.isLoading} onClick={submit}>
            {pickedUp ? 'Back' : 'Add'}
          </Button>
        </Space.Compact>
      )}
      {units.data.complete && !pickedUp && <Typography.Paragraph style={{ marginTop: 8 }}>Every unit is assigned.</Typography.Paragraph>}
      {message && <Alert style={{ marginTop: 8 }} type={message.type} showIcon title={message.text} />}
    </section>
  );
}
