import { createHash } from 'node:crypto';
import { checkoutHash, notificationSignature, payHereAmount, PayHereProvider } from './payhere.provider.js';

const settings = { merchantId: '1211149', secret: 'MzE4MjcwNTIzMDI1OTkwNDkwMjExMDUyOTQ1ODQzMjk3MzQ0MDE5Mg==', checkoutUrl: 'https://sandbox.payhere.lk/pay/checkout', apiUrl: 'https://sandbox.payhere.lk/merchant/v1', app: null };
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('PayHere hashes (support.payhere.lk, Checkout API)', () => {
  it('writes amounts with two decimals and no grouping', () => {
    expect([payHereAmount(100), payHereAmount(123456), payHereAmount(5), payHereAmount(350050)]).toEqual(['1.00', '1234.56', '0.05', '3500.50']);
  });

  it('signs the checkout: upper-case MD5 of merchant_id, order_id, amount, currency and the upper-case MD5 of the secret', () => {
    const expected = md5(`1211149ORD0001-P11000.00LKR${md5(settings.secret).toUpperCase()}`).toUpperCase();
    expect(checkoutHash(settings, 'ORD0001-P1', '1000.00', 'LKR')).toBe(expected);
  });

  it('accepts a notification signed with the secret, and refuses one signed otherwise', () => {
    const provider = new PayHereProvider(settings);
    const fields = { merchant_id: '1211149', order_id: 'ORD0001-P1', payhere_amount: '1000.00', payhere_currency: 'LKR', status_code: '2', payment_id: '320027150501' };
    const md5sig = md5(`1211149ORD0001-P11000.00LKR2${md5(settings.secret).toUpperCase()}`).toUpperCase();
    expect(notificationSignature(settings, fields)).toBe(md5sig);
    expect(provider.verifyNotification({ body: { ...fields, md5sig } })).toEqual({ reference: 'ORD0001-P1', providerReference: '320027150501', amountCents: 100000, currency: 'LKR', status: 'paid' });
    expect(() => provider.verifyNotification({ body: { ...fields, md5sig: md5sig.replace(/.$/, '0') === md5sig ? md5sig.replace(/.$/, '1') : md5sig.replace(/.$/, '0') } })).toThrow('md5sig does not match');
    expect(() => provider.verifyNotification({ body: { ...fields, status_code: '-2', md5sig } })).toThrow('md5sig does not match');
    expect(() => provider.verifyNotification({ body: { ...fields, merchant_id: '999', md5sig } })).toThrow('md5sig does not match');
  });

  it.each([
    ['2', 'paid'],
    ['0', 'pending'],
    ['-1', 'cancelled'],
    ['-2', 'failed'],
    ['-3', 'charged-back'],
  ])('reads status_code %s as %s', (code, status) => {
    const provider = new PayHereProvider(settings);
    const fields = { merchant_id: '1211149', order_id: 'ORD0001-P1', payhere_amount: '10.00', payhere_currency: 'LKR', status_code: code };
    expect(provider.verifyNotification({ body: { ...fields, md5sig: notificationSignature(settings, fields) } }).status).toBe(status);
  });
});
