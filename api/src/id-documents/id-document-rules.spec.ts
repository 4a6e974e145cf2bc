import { deletionDue, idDocumentRequired, looksLikeIdDocument, takesIdDocument } from './id-document-rules.js';

const NOW = new Date(Date.UTC(2026, 10, 22, 12, 0, 0));
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('ID document rules', () => {
  it('asks by total (from the amount, inclusive) and by category (any line)', () => {
    const settings = { fromTotalCents: 500_000, categories: ['lights'], keepDays: 30 };
    expect(idDocumentRequired(settings, 499_999, ['audio'])).toBe(false);
    expect(idDocumentRequired(settings, 500_000, ['audio'])).toBe(true);
    expect(idDocumentRequired(settings, 100, ['audio', 'lights'])).toBe(true);
    expect(idDocumentRequired({ fromTotalCents: null, categories: [], keepDays: 30 }, 10 ** 12, ['lights'])).toBe(false);
  });

  it('deletes N whole days after the return, not before', () => {
    const returned = (days: number) => ({ status: 'approved' as const, returnedAt: daysBefore(days), accountDeleted: false });
    expect(deletionDue(returned(29.99), 30, NOW)).toBeNull();
    expect(deletionDue(returned(30), 30, NOW)).toBe('kept-days-after-return');
    expect(deletionDue(returned(0), 0, NOW)).toBe('kept-days-after-return');
    expect(deletionDue({ status: 'approved', returnedAt: null, accountDeleted: false }, 0, NOW)).toBeNull();
    expect(deletionDue({ status: 'Pending', returnedAt: null, accountDeleted: false }, 30, NOW)).toBeNull();
  });

  it('deletes at once for closed orders and deleted accounts', () => {
    for (const status of ['Cancelled', 'Rejected', 'Expired'] as const) expect(deletionDue({ status, returnedAt: null, accountDeleted: false }, 30, NOW)).toBe('order-closed');
    expect(deletionDue({ status: 'approved', returnedAt: null, accountDeleted: true }, 30, NOW)).toBe('account-deleted');
  });

  it('takes a document only while the order is open', () => {
    expect(takesIdDocument({ status: 'Pending', returnedAt: null })).toBe(true);
    expect(takesIdDocument({ status: 'approved', returnedAt: null })).toBe(true);
    expect(takesIdDocument({ status: 'approved', returnedAt: NOW })).toBe(false);
    expect(takesIdDocument({ status: 'Cancelled', returnedAt: null })).toBe(false);
  });

  it('sniffs the content of each accepted type', () => {
    expect(looksLikeIdDocument('application/pdf', Buffer.from('%PDF-1.4\n'))).toBe(true);
    expect(looksLikeIdDocument('application/pdf', Buffer.from('<html>'))).toBe(false);
    expect(looksLikeIdDocument('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe1]))).toBe(true);
    expect(looksLikeIdDocument('image/gif', Buffer.from('GIF89a'))).toBe(false);
  });
});
