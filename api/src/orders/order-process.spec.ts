import { allowedActions, ORDER_PROCESS, ORDER_STAGES, stageOf } from './order-process.js';

const at = new Date('2026-11-26T10:00:00Z');
const order = (status: 'Pending' | 'approved' | 'Rejected', more: { pickedUpAt?: Date; returnedAt?: Date; endingDate?: string } = {}) => ({
  status,
  endingDate: more.endingDate ?? '2026-11-28',
  pickedUpAt: more.pickedUpAt ?? null,
  returnedAt: more.returnedAt ?? null,
});

describe('the order process', () => {
  it('derives the stage from the status, the pick-up, the return and the end date', () => {
    expect(stageOf(order('Pending'), at)).toBe('Pending');
    expect(stageOf(order('approved'), at)).toBe('approved');
    expect(stageOf(order('approved', { pickedUpAt: at }), at)).toBe('Out');
    // The end date is the return day: out on it is not late yet, the day after is.
    expect(stageOf(order('approved', { pickedUpAt: at, endingDate: '2026-11-26' }), at)).toBe('Out');
    expect(stageOf(order('approved', { pickedUpAt: at, endingDate: '2026-11-25' }), at)).toBe('Late');
    expect(stageOf(order('approved', { pickedUpAt: at, returnedAt: at, endingDate: '2026-11-25' }), at)).toBe('Returned');
    expect(stageOf(order('Rejected'), at)).toBe('Rejected');
  });

  it('every action leads to a known stage, and a returned order allows nothing', () => {
    for (const stage of ORDER_STAGES) for (const next of Object.values(ORDER_PROCESS[stage])) expect(ORDER_STAGES).toContain(next);
    expect(allowedActions(order('approved', { pickedUpAt: at, returnedAt: at }), at)).toEqual([]);
    expect(allowedActions(order('approved'), at)).toEqual(['reject', 'extend', 'pickup']);
  });
});
