// The booking remote's own calls, added to the kernel's one client with its tag types: a booking or
// a cancel marks the free units stale wherever they are shown (the catalogue's calendar too).
import { api } from '@rental/platform';
import { fileAsObjectUrl } from '@rental/platform/download';
import { itemOf, listOf } from '@rental/platform/responses';
import type { BookingCreated, BookingExtended, Cart, CheckoutExtras, DeliveryOptions, RentalTerms, ExtensionQuote, Order, OrderPayments, PaymentCheckout, PaymentOptions, Product, ProductAvailability, QuoteResult } from '@rental/platform/types';

export const bookingApi = api.injectEndpoints({
  // getProduct is injected by the catalogue and admin remotes too, the same call under the same
  // name: one cache entry per product for the whole page (a product seen in the catalogue shows at
  // once in the cart), whichever remote registered it last (packages/platform/README.md).
  overrideExisting: true,
  endpoints: (build) => ({
    getProduct: build.query<Product, string>({
      query: (key) => `/api/products/${encodeURIComponent(key)}`,
      transformResponse: (response: unknown) => itemOf<Product>(response, 'product'),
      providesTags: (_product, _error, key) => [{ type: 'Product', id: key }],
    }),
    /**
     * A query although it POSTs: the cart is the cache key, so changing the dates or lines
     * re-requests the server's total by itself (spec §4) and an unchanged cart is not re-asked.
     */
    quote: build.query<QuoteResult, Cart & CheckoutExtras>({
      query: (cart) => ({ url: '/api/orders/quote', method: 'POST', body: cart }),
      providesTags: [{ type: 'Product', id: 'LIST' }, 'Availability'],
    }),
    /** The key makes a repeat of the same attempt (a double click, a retry after a timeout) book once (booking/bookingAttempt.ts). */
    createOrder: build.mutation<BookingCreated, { cart: Cart & CheckoutExtras; idempotencyKey: string }>({
      query: ({ cart, idempotencyKey }) => ({ url: '/api/orders', method: 'POST', body: cart, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'Availability'],
    }),
    /** The cities, fees and windows (with places left) a delivery on these dates may choose. */
    deliveryOptions: build.query<DeliveryOptions, { start: string; end: string }>({
      query: ({ start, end }) => ({ url: '/api/delivery/options', params: { start, end } }),
      providesTags: ['Availability'],
    }),
    /** The shop's rental terms, accepted at checkout by typing a full name (version null: none). */
    getTerms: build.query<RentalTerms, void>({
      query: () => '/api/terms',
    }),
    /** The signed-in customer's own orders, newest first (an admin gets every order). */
    getMyOrders: build.query<Order[], void>({
      query: () => '/api/orders',
      transformResponse: (response: unknown) => listOf<Order>(response),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    cancelOrder: build.mutation<BookingCreated, string>({
      query: (orderId) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/cancel`, method: 'PUT' }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'Availability'],
    }),
    /** Free units per day of several products over the same days: what a booking can be extended into. */
    freeDaysOf: build.query<ProductAvailability[], { keys: string[]; start: string; end: string }>({
      async queryFn({ keys, start, end }, _api, _extra, baseQuery) {
        const answers = await Promise.all(keys.map((key) => baseQuery({ url: `/api/products/${encodeURIComponent(key)}/availability`, params: { start, end } })));
        const failed = answers.find((answer) => answer.error);
        return failed ? { error: failed.error! } : { data: answers.map((answer) => answer.data as ProductAvailability) };
      },
      providesTags: ['Availability'],
    }),
    /**
     * What a later end date would cost, before extending: the server prices it as the
     * extension would, and nothing changes. A query although it POSTs: each new date asks again.
     * It provides no tags: an extension invalidates the orders, and re-asking the price of the date
     * just booked would be refused (it is no longer after the end date); the dialog closes anyway.
     */
    extensionQuote: build.query<ExtensionQuote, { orderId: string; endingDate: string }>({
      query: ({ orderId, endingDate }) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/extension-quote`, method: 'POST', body: { endingDate } }),
      keepUnusedDataFor: 0,
    }),
    /** A later end date for the customer's own booking; the server prices the difference (409 with shortages when not free). */
    extendOrder: build.mutation<BookingExtended, { orderId: string; endingDate: string }>({
      query: ({ orderId, endingDate }) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/extend`, method: 'PUT', body: { endingDate } }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'Availability'],
    }),
    /** The order's rental agreement PDF (terms accepted at booking) as an object URL. */
    downloadAgreement: build.mutation<string, string>({
      query: (orderId) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/agreement`, responseHandler: fileAsObjectUrl }),
    }),
    /** A signed link to PUT the order's ID document to (the file goes there, not through this client). */
    idDocumentUploadLink: build.mutation<{ uploadUrl: string; expiresAt: string }, { orderId: string; contentType: string; size: number }>({
      query: ({ orderId, contentType, size }) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/id-document/upload-link`, method: 'POST', body: { contentType, size } }),
    }),
    /** The order's invoice PDF as an object URL (see @rental/platform/download). */
    downloadInvoice: build.mutation<string, string>({
      query: (orderId) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/invoice`, responseHandler: fileAsObjectUrl }),
    }),
    /** How the shop takes money at checkout: online plans only when a provider is set up. */
    paymentOptions: build.query<PaymentOptions, void>({
      query: () => '/api/payments/options',
    }),
    /** Starts paying a booking online: the server's amount in a signed form, posted to the provider's page. */
    startCheckout: build.mutation<PaymentCheckout, { orderId: string; plan: 'full' | 'deposit' }>({
      query: ({ orderId, plan }) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/payments/checkout`, method: 'POST', body: { plan } }),
    }),
    /** What was paid for a booking and what is still due, as the provider last told the server. */
    orderPayments: build.query<OrderPayments, string>({
      query: (orderId) => `/api/orders/${encodeURIComponent(orderId)}/payments`,
      keepUnusedDataFor: 0,
    }),
    /** The cart's quote PDF as an object URL: the same body and figures as the quote. */
    downloadQuote: build.mutation<string, Cart & Pick<CheckoutExtras, 'fulfilment'>>({
      query: (cart) => ({ url: '/api/orders/quote/pdf', method: 'POST', body: cart, responseHandler: fileAsObjectUrl }),
    }),
  }),
});

export const {
  useGetProductQuery,
  useQuoteQuery,
  useLazyQuoteQuery,
  useGetTermsQuery,
  useDeliveryOptionsQuery,
  useCreateOrderMutation,
  useGetMyOrdersQuery,
  useCancelOrderMutation,
  useExtendOrderMutation,
  useExtensionQuoteQuery,
  useFreeDaysOfQuery,
  useDownloadInvoiceMutation,
  useIdDocumentUploadLinkMutation,
  useDownloadAgreementMutation,
  useDownloadQuoteMutation,
  usePaymentOptionsQuery,
  useStartCheckoutMutation,
  useOrderPaymentsQuery,
} = bookingApi;
