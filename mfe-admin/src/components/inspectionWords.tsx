import { formatDay } from '@rental/money-days/days';
import type { InspectionDue } from '../api/inspectionsApi';
import { AdminTag } from './AdminTag';

/** Where a unit stands with a check, in words: 'Not yet inspected', 'Due 2026-12-01', '1 rental left'. */
export function dueText(item: Pick<InspectionDue, 'state' | 'dueOn' | 'rentalsLeft' | 'lastPassedAt'>): string {
  if (!item.lastPassedAt) return 'Not yet inspected';
  const parts: string[] = [];
  if (item.dueOn) parts.push(`${item.state === 'overdue' ? 'Was due' : 'Due'} ${formatDay(item.dueOn)}`);
  if (item.rentalsLeft !== null) parts.push(item.rentalsLeft === 0 ? 'Rentals used up' : `${item.rentalsLeft} rental${item.rentalsLeft === 1 ? '' : 's'} left`);
  return parts.join(' · ');
}

export function InspectionStateTag({ state }: { state: InspectionDue['state'] }) {
  return state === 'overdue' ? <AdminTag color="red">Overdue</AdminTag> : state === 'due' ? <AdminTag color="orange">Due soon</AdminTag> : <AdminTag color="green">Up to date</AdminTag>;
}

