import { useRef, useState } from 'react';
import { Alert, Button, Card, Input, type InputRef, Space, Typography } from 'antd';
import { errorMessage } from '@rental/platform/errors';
import { formatDateTime } from '@rental/money-days/days';
import { type UnitDetail, useAdminAssignUnitMutation, useAdminReturnUnitMutation, useAdminUnitRepairedMutation, useLazyAdminUnitQuery } from '../api/unitsApi';
import { PageTitle } from '../components/PageTitle';
import { UnitStatusTag } from '../components/UnitsPanel';
import { UnitInspectionsSection } from '../components/UnitInspectionsSection';

/**
 * /admin/scan: a phone-sized screen for the counter. A USB or phone barcode scanner types the tag
 * and Enter. With an order number, each tag is handed out with that order; without, the unit is
 * looked up, and one that is out can be taken back (or one in repair marked back) from here.
 */
export default function ScanPage() {
  const [orderId, setOrderId] = useState('');
  const [tag, setTag] = useState('');
  const [unit, setUnit] = useState<UnitDetail | null>(null);
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [lookUp, lookingUp] = useLazyAdminUnitQuery();
  const [assign, assigning] = useAdminAssignUnitMutation();
  const [giveBack, returning] = useAdminReturnUnitMutation();
  const [repaired, repairing] = useAdminUnitRepairedMutation();
  const tagInput = useRef<InputRef>(null);

  const show = async (typed: string) => setUnit(await lookUp(typed).unwrap());
  const act = async (work: () => Promise<string>, failed: string) => {
    try {
      setMessage({ type: 'success', text: await work() });
      setTag('');
    } catch (failure) {
      setMessage({ type: 'error', text: errorMessage(failure, failed) });
    }
    tagInput.current?.focus();
  };
  const scan = () => {
    const typed = tag.trim();
    if (!typed) return;
    // The card shown belongs to the last unit scanned: another tag's answer (or its error) must not sit beside it.
    setUnit((shown) => (shown && shown.tag.toUpperCase() === typed.toUpperCase() ? shown : null));
    const order = orderId.trim().toUpperCase();
    if (order) {
      void act(async () => {
        const answer = await assign({ orderId: order, tag: typed }).unwrap();
        await show(typed);
        return answer.message;
      }, 'Failed to assign');
    } else {
      void act(async () => {
        await show(typed);
        return `Found ${typed.toUpperCase()}`;
      }, 'No such unit');
    }
  };

  return (
    <div style={{ maxWidth: 480 }}>
      <PageTitle>Scan</PageTitle>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <label>
          Order (to hand units out with it)
          <Input value={orderId} onChange={(event) => setOrderId(event.target.value)} placeholder="e.g. ORD0012" autoComplete="off" allowClear />
        </label>
        <label>
          Tag
          <Input
            ref={tagInput}
            size="large"
            autoFocus
            value={tag}
            onChange={(event) => setTag(event.target.value)}
            onPressEnter={scan}
            placeholder="Scan or type a tag, then Enter"
            autoComplete="off"
            autoCapitalize="characters"
          />
        </label>
        <Button type="primary" size="large" block loading={lookingUp.isFetching || assigning.isLoading} onClick={scan}>
          {orderId.trim() ? 'Hand out' : 'Look up'}
        </Button>
        {message && <Alert type={message.type} showIcon title={message.text} />}
        {unit && (
          <Card title={unit.tag} extra={<UnitStatusTag status={unit.status} />} size="small">
            <Typography.Paragraph>
              {unit.productName} ({unit.productKey})
              {unit.status === 'out' && unit.orderId && <> · with {unit.orderId}</>}
              {unit.status === 'repair' && (
                <>
                  {' '}
                  · {unit.repairReason}; back {unit.repairBackOn}
                </>
              )}
            </Typography.Paragraph>
            {unit.status === 'out' && unit.orderId && (
              <Button
                type="primary"
                block
                loading={returning.isLoading}
                onClick={() =>
                  void act(async () => {
                    const answer = await giveBack({ orderId: unit.orderId!, tag: unit.tag }).unwrap();
                    await show(unit.tag);
                    return answer.message;
                  }, 'Failed to record the return')
                }
              >
                Back from {unit.orderId}
              </Button>
            )}
            {unit.status === 'repair' && (
              <Button
                block
                loading={repairing.isLoading}
                onClick={() =>
                  void act(async () => {
                    const answer = await repaired(unit.tag).unwrap();
                    await show(unit.tag);
                    return answer.message;
                  }, 'Failed to record')
                }
              >
                Back from repair
              </Button>
            )}
            <UnitInspectionsSection tag={unit.tag} />
            <Typography.Title level={2} style={{ marginTop: 12, fontSize: 16 }}>
              History
            </Typography.Title>
            <ul className="admin-unit-history">
              {[...unit.history].reverse().map((event, i) => (
                <li key={i}>
                  {formatDateTime(event.at)}: {event.kind}
                  {event.orderId ? ` (${event.orderId})` : ''}
                  {event.note ? ` · ${event.note}` : ''}
                </li>
              ))}
            </ul>
          </Card>
        )}
      </Space>
    </div>
  );
}
