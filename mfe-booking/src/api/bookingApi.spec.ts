import { api, createAppStore, setApiUrl } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { bookingApi } from './bookingApi';

const cart = { orderedItems: [{ key: 'SPK-01', qty: 1 }], days: 2, startingDate: '2026-12-01', endingDate: '2026-12-03' };

describe("the booking remote's calls", () => {
  beforeEach(() => setApiUrl('http://localhost:3000'));

  it('are added to the one shared client', () => {
    expect(bookingApi).toBe(api);
    expect(Object.keys(api.endpoints)).toEqual(expect.arrayContaining(['getProduct', 'quote', 'createOrder', 'getMyOrders', 'cancelOrder']));
  });

  it('posts the cart as it is stored for a quote', async () => {
    const network = mockFetch({ 'POST /api/orders/quote': { body: { total: 300, days: 2 } } });
    const result = await createAppStore().dispatch(bookingApi.endpoints.quote.initiate(cart));
    expect(result).toMatchObject({ data: { total: 300, days: 2 } });
    expect(network.calls[0].body).toEqual(cart);
  });

  it('reads my orders whether the list comes bare or as { data }', async () => {
    const order = { orderId: 'ORD1001', status: 'Pending' };
    localStorage.setItem('token', 'tok-123');
    mockFetch({ 'GET /api/orders': { body: { data: [order] } } });
    const result = await createAppStore().dispatch(bookingApi.endpoints.getMyOrders.initiate());
    expect(result.data).toEqual([order]);
  });

  it('a second remote injecting getProduct under the same name keeps one working call, without a warning', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development'; // RTK warns about a duplicate name only in development
    try {
      const again = api.injectEndpoints({
        overrideExisting: true,
        endpoints: (build) => ({
          getProduct: build.query<{ key: string }, string>({ query: (key) => `/api/products/${encodeURIComponent(key)}` }),
        }),
      });
      expect(errors).not.toHaveBeenCalled();
      mockFetch({ 'GET /api/products/SPK-01': { body: { key: 'SPK-01' } } });
      const store = createAppStore();
      const result = await store.dispatch(again.endpoints.getProduct.initiate('SPK-01'));
      expect(result.data).toEqual({ key: 'SPK-01' });
      // The hooks this remote took before see the same cache entry.
      expect(bookingApi.endpoints.getProduct.select('SPK-01')(store.getState()).data).toEqual({ key: 'SPK-01' });
    } finally {
      process.env.NODE_ENV = previous;
      errors.mockRestore();
    }
  });
});
