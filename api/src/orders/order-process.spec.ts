import { ConflictError } from '../common/errors.js';
import type { Order } from './order.entity.js';
import { allowedActions, allows, ORDER_ACTIONS, ORDER_PROCESS, ORDER_STEPS, requireAction, stageOf, type OrderStep } from './order-process.js';
import { ORDER_STAGES, type OrderStage, type OrderStatus } from './order-states.js';

const at = new Date('2026-11-26T10:00:00Z');
const order = (status: OrderStatus, more: { pickedUpAt?: Date; returnedAt?: Date; endingDate?: string } = {}) => ({
  status,
  endingDate: more.endingDate ?? '2026-11-28',
  pickedUpAt: more.pickedUpAt ?? null,
  returnedAt: more.returnedAt ?? null,
});

/** An order at each stage on `at`, as the database holds it. */
const AT_STAGE: Record<OrderStage, Order> = Object.fromEntries(
  (
    [
      ['Pending', order('Pending')],
      ['approved', order('approved')],
      ['Out', order('approved', { pickedUpAt: at })],
      ['Late', order('approved', { pickedUpAt: at, endingDate: '2026-11-25' })],
      ['Returned', order('approved', { pickedUpAt: at, returnedAt: at })],
      ['Rejected', order('Rejected')],
      ['Cancelled', order('Cancelled')],
      ['Expired', order('Expired')],
    ] as const
  ).map(([stage, fields]) => [stage, { id: 42, ...fields } as Order]),
) as Record<OrderStage, Order>;

/** Written out again by hand: each allowed step and where it leads; every pair not listed is refused. */
const ALLOWED: Record<OrderStage, Partial<Record<OrderStep, OrderStage>>> = {
  Pending: { approve: 'approved', reject: 'Rejected', cancel: 'Cancelled', extend: 'Pending', unassignUnit: 'Pending', payOnline: 'Pending', takePayment: 'Pending' },
  approved: { reject: 'Rejected', extend: 'approved', pickup: 'Out', assignUnit: 'approved', unassignUnit: 'approved', payOnline: 'approved', takePayment: 'approved' },
  Out: { extend: 'Out', return: 'Returned', returnUnit: 'Out', takePayment: 'Out' },
  Late: { extend: 'Out', return: 'Returned', returnUnit: 'Late', takePayment: 'Late' },
  Returned: { takePayment: 'Returned' },
  Rejected: { approve: 'approved', unassignUnit: 'Rejected' },
  Cancelled: { approve: 'approved', unassignUnit: 'Cancelled' },
  Expired: { approve: 'approved', reject: 'Rejected', unassignUnit: 'Expired' },
};

/** Returning the order or one of its units: refused alike before pick-up and after the return. */
const NOT_OUT: Partial<Record<OrderStage, string>> = {
  ...Object.fromEntries((['Pending', 'approved', 'Rejected', 'Cancelled', 'Expired'] as const).map((s) => [s, 'ORD0042 has not been picked up yet'])),
  Returned: 'ORD0042 was already returned',
};

/** The refusal each step gives at each stage, word for word as the services responded before the table. */
const REFUSED: Record<OrderStep, Partial<Record<OrderStage, string>>> = {
  approve: {
    approved: 'ORD0042 is approved and not picked up yet: it can no longer be approved or rejected',
    Out: 'ORD0042 is out with the customer: it can no longer be approved or rejected',
    Late: 'ORD0042 is out with the customer and late: it can no longer be approved or rejected',
    Returned: 'ORD0042 is returned: it can no longer be approved or rejected',
  },
  reject: {
    Out: 'ORD0042 is out with the customer: it can no longer be approved or rejected',
    Late: 'ORD0042 is out with the customer and late: it can no longer be approved or rejected',
    Returned: 'ORD0042 is returned: it can no longer be approved or rejected',
    Rejected: 'ORD0042 is Rejected: it can no longer be approved or rejected',
    Cancelled: 'ORD0042 is Cancelled: it can no longer be approved or rejected',
  },
  cancel: Object.fromEntries(ORDER_STAGES.filter((s) => s !== 'Pending').map((s) => [s, `Only a Pending booking can be cancelled; ORD0042 is ${AT_STAGE[s].status}`])),
  extend: {
    Returned: 'ORD0042 was already returned',
    Rejected: 'Only a Pending or approved booking can be extended; ORD0042 is Rejected',
    Cancelled: 'Only a Pending or approved booking can be extended; ORD0042 is Cancelled',
    Expired: 'Only a Pending or approved booking can be extended; ORD0042 is Expired',
  },
  pickup: {
    Pending: 'Only an approved order can be picked up; ORD0042 is Pending',
    Out: 'ORD0042 was already picked up',
    Late: 'ORD0042 was already picked up',
    Returned: 'ORD0042 was already returned',
    Rejected: 'Only an approved order can be picked up; ORD0042 is Rejected',
    Cancelled: 'Only an approved order can be picked up; ORD0042 is Cancelled',
    Expired: 'Only an approved order can be picked up; ORD0042 is Expired',
  },
  return: NOT_OUT,
  returnUnit: NOT_OUT,
  assignUnit: {
    Pending: 'Units are assigned to an approved order; ORD0042 is Pending',
    Out: 'ORD0042 was already picked up',
    Late: 'ORD0042 was already picked up',
    Returned: 'ORD0042 was already picked up',
    Rejected: 'Units are assigned to an approved order; ORD0042 is Rejected',
    Cancelled: 'Units are assigned to an approved order; ORD0042 is Cancelled',
    Expired: 'Units are assigned to an approved order; ORD0042 is Expired',
  },
  unassignUnit: Object.fromEntries((['Out', 'Late', 'Returned'] as const).map((s) => [s, "ORD0042 was already picked up; record the unit's return instead"])),
  payOnline: Object.fromEntries(
    (['Out', 'Late', 'Returned', 'Rejected', 'Cancelled', 'Expired'] as const).map((s) => [s, `ORD0042 is ${AT_STAGE[s].status}: it cannot be paid online`]),
  ),
  takePayment: Object.fromEntries((['Rejected', 'Cancelled', 'Expired'] as const).map((s) => [s, `ORD0042 is ${s}: it takes no payment`])),
};

const STEPS: OrderStep[] = [...ORDER_ACTIONS, ...ORDER_STEPS];
const refusal = (stage: OrderStage, step: OrderStep): ConflictError | null => {
  try {
    requireAction(AT_STAGE[stage], step, { now: at });
    return null;
  } catch (error) {
    return error as ConflictError;
  }
};

describe('the order process', () => {
  it('derives the stage from the status, the pick-up, the return and the end date', () => {
    for (const stage of ORDER_STAGES) expect(stageOf(AT_STAGE[stage], at)).toBe(stage);
    // The end date is the return day: out on it is not late yet, the day after is.
    expect(stageOf(order('approved', { pickedUpAt: at, endingDate: '2026-11-26' }), at)).toBe('Out');
    expect(stageOf(order('approved', { pickedUpAt: at, returnedAt: at, endingDate: '2026-11-25' }), at)).toBe('Returned');
  });

  it('is the table written out by hand: every allowed step leads where the table says', () => {
    expect(ORDER_PROCESS).toEqual(ALLOWED);
    for (const stage of ORDER_STAGES) {
      for (const [step, next] of Object.entries(ALLOWED[stage])) expect(requireAction(AT_STAGE[stage], step as OrderStep, { now: at })).toBe(next);
    }
  });

  it.each(ORDER_STAGES.flatMap((stage) => STEPS.filter((step) => !(step in ALLOWED[stage])).map((step) => [stage, step] as const)))(
    'at %s, %s is refused with a 409 saying why, the stage and the actions allowed',
    (stage, step) => {
      const error = refusal(stage, step);
      expect(error).toBeInstanceOf(ConflictError);
      expect(error!.message).toBe(REFUSED[step][stage]);
      expect(error!.details).toEqual({ stage, actions: allowedActions(AT_STAGE[stage], at) });
      expect(allows(AT_STAGE[stage], step, at)).toBe(false);
    },
  );

  it('every refusal written above is a pair the table refuses', () => {
    for (const step of STEPS) for (const stage of Object.keys(REFUSED[step]) as OrderStage[]) expect(step in ALLOWED[stage]).toBe(false);
  });

  it('a Pending booking past its hold is refused as Expired, in the words of a Pending one', () => {
    const error = (() => {
      try {
        requireAction(AT_STAGE.Pending, 'extend', { now: at, lapsed: true });
      } catch (e) {
        return e as ConflictError;
      }
    })();
    expect(error?.message).toBe('Only a Pending or approved booking can be extended; ORD0042 is Pending');
    expect(error?.details.stage).toBe('Expired');
    expect(requireAction(AT_STAGE.approved, 'extend', { now: at, lapsed: true })).toBe('approved');
  });

  it('offers clients the actions only, in the table order', () => {
    expect(allowedActions(AT_STAGE.approved, at)).toEqual(['reject', 'extend', 'pickup']);
    expect(allowedActions(AT_STAGE.Returned, at)).toEqual([]);
    expect(allowedActions(AT_STAGE.Pending, at)).toEqual(['approve', 'reject', 'cancel', 'extend']);
  });
});
