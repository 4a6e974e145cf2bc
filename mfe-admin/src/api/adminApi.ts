// The admin area's calls, added to the kernel's one client with its tag types. Names start with
// `admin` so they never collide with an endpoint another remote injects into the same client;
// getProduct keeps its plain name: it is the same call the catalogue and booking inject (one cache
// entry per product for the whole page).
import { api } from '@rental/platform';
import { itemOf } from '@rental/platform/responses';
import { fileAsObjectUrl } from '@rental/platform/download';
import type { ApiSchema, GalleryItem, Order, OrderPayments, OrderStatus, Paginated, PriceCategory, Product, ProductCategory, User, UserRole } from '@rental/platform/types';

export const GALLERY_PAGE_SIZE = 20;

/** GET /api/admin/stats: the dashboard's figures, computed by the server. */
export interface AdminStats {
  totalUsers: number;
  totalOrders: number;
  totalItems: number;
  /** Rupees: the sum of approved orders. */
  totalRevenue: number;
  pendingOrders: number;
  recentOrders: { orderId: string; email: string; totalAmount: number; status: OrderStatus; orderDate: string }[];
  recentSignups: { _id: string; name: string; email: string; role: string; createdAt: string }[];
  /** Approved orders past their end date and not returned (the server's count). */
  overdueOrders?: number;
  /** The oldest of them first (end date), at most 10. */
  overdue?: Order[];
}

/** A problem with one cell of an imported file: the file's line (the header is line 1) and column. */
export interface ImportProblem {
  row: number;
  column: string;
  error: string;
}

/** POST /api/admin/imports/products: what was (or, on a check, would be) created and updated, and the lines left out. */
export interface ProductImportResult {
  written: boolean;
  created: string[];
  updated: string[];
  skippedRows: number[];
  errors: ImportProblem[];
}

/** A price as the forms send it: a number, null when left blank, or unparsable text for the server to refuse. */
export type PriceInput = number | string | null;
/** An order as the back office lists it (GET /api/admin/orders): with the customer's name and phone. */
export type AdminOrder = Order & Pick<ApiSchema<'AdminOrderView'>, 'customerName' | 'customerPhone'>;

/** What the product forms send (spec §7); the key only on creation, it never changes. */
export interface ProductFields {
  name: string;
  price: PriceInput;
  oldPrice?: PriceInput;
  /** Optional duration rates and deposit per unit; null clears them (on edit). */
  weekendPrice?: PriceInput;
  weekPrice?: PriceInput;
  deposit?: PriceInput;
  category: ProductCategory;
  priceCategory: PriceCategory;
  dimensions: string;
  description: string;
  image: string[];
  availability: boolean;
  /** Units the shop owns: a whole number 0–9999 (the forms check it before sending). */
  /** Left out for a product with tracked units: its stock is its units in service. */
  stock?: number;
  /** Hours a returned unit stays out before it can go again: 0–168. */
  turnaroundHours?: number;
  /** Lower the stock even below what bookings hold (staff confirmed it after the 409 naming them). */
  force?: boolean;
}

export interface ServerMessage {
  message: string;
}

export type AdminOrderStatus = 'approved' | 'Rejected';

/** One change in the audit trail: who, when, and the changed fields before and after. */
export type AuditEntry = ApiSchema<'AuditEntryView'>;

/** The shop's ID document rules (null total: not asked for by total; no categories: not by category). */
export type IdDocumentSettings = ApiSchema<'IdDocumentSettingsView'>;
export type AuditEntityType = AuditEntry['entityType'];
/** One e-mail of GET /api/admin/outbox: its state, tries, last error and next try. */
export type OutboxMail = ApiSchema<'OutboxMailView'>;
/** One e-mail with what it says (GET /api/admin/outbox/{id}). */
export type OutboxMailDetail = ApiSchema<'OutboxMailDetail'>;
/** One message from the Contact page (GET /api/admin/contact-messages): who wrote, their subject and words. */
export type ContactMessage = ApiSchema<'ContactMessageView'>;
/** One payment or refund of GET /api/admin/payments, with its order and who booked it. */
export type AdminPayment = ApiSchema<'AdminPaymentView'>;
/** GET /api/admin/payments: one page, and the totals of everything the filters match. */
export type AdminPaymentPage = ApiSchema<'AdminPaymentPage'>;
/** The response to POST /api/admin/outbox/{id}/resend. */
export type OutboxResent = ApiSchema<'OutboxResent'>;

/** A coupon as the admins' list shows it (GET /api/admin/coupons), with how many bookings used it. */
export type Coupon = ApiSchema<'CouponView'>;
/** One coupon with its uses, newest first (GET /api/admin/coupons/{id}). */
export type CouponWithUses = ApiSchema<'CouponWithUses'>;
/** What a coupon is created or edited with (POST and PUT /api/admin/coupons). */
export type CouponInput = ApiSchema<'CouponDto'>;
export type CouponSaved = ApiSchema<'CouponSaved'>;
/** One version of the rental terms, with who published it (GET /api/admin/terms). */
export type TermsVersion = ApiSchema<'TermsVersionView'>;
export type TermsPublished = ApiSchema<'TermsView'>;

/** What the order dialog can be busy doing: a decision, or a step of the rental after approval. */
export type AdminOrderAction = AdminOrderStatus | 'pickup' | 'return';

/** A note staff keep on an order: its text, author and time. */
export type OrderNote = ApiSchema<'OrderNoteView'>;

/** `{ message, order }`, like every order update. */
export type OrderUpdated = ServerMessage & { order?: Order };
export type OrderHandler = ApiSchema<'OrderHandlerView'>;

/**
 * A paged list's query as the admin area sends it (GET /api/admin/orders|users|products): page,
 * sort, order ('asc' | 'desc') and the list's own filters. Blank values are left out.
 */
export type AdminListArgs = Record<string, string | number | undefined>;

const listParams = (args: AdminListArgs) => Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== ''));

const ORDERS = { type: 'Order' as const, id: 'LIST' };
const USERS = { type: 'User' as const, id: 'LIST' };
const PRODUCTS = { type: 'Product' as const, id: 'LIST' };

export const adminApi = api.injectEndpoints({
  // getProduct is injected by other remotes too, the same call under the same name, whichever
  // registered it last serves it (packages/platform/README.md, "Endpoints in remotes").
  overrideExisting: true,
  endpoints: (build) => ({
    /** One page of the whole catalogue (unavailable products too), filtered and sorted by the server. */
    adminProductPage: build.query<Paginated<Product>, AdminListArgs>({
      query: (args) => ({ url: '/api/admin/products', params: listParams(args) }),
      providesTags: (page) => [PRODUCTS, ...(page?.data ?? []).map((product) => ({ type: 'Product' as const, id: product.key }))],
    }),
    getProduct: build.query<Product, string>({
      query: (key) => `/api/products/${encodeURIComponent(key)}`,
      transformResponse: (response: unknown) => itemOf<Product>(response, 'product'),
      providesTags: (_product, _error, key) => [{ type: 'Product', id: key }],
    }),
    /** One page of the e-mail outbox, newest first; `status` filters. Never cached: each visit asks again. */
    adminOutboxPage: build.query<Paginated<OutboxMail>, AdminListArgs>({
      query: (args) => ({ url: '/api/admin/outbox', params: listParams(args) }),
      keepUnusedDataFor: 0,
    }),
    /** One page of payments and refunds, newest first, with the totals of all that match; fresh after any order change. */
    adminPaymentPage: build.query<AdminPaymentPage, AdminListArgs>({
      query: (args) => ({ url: '/api/admin/payments', params: listParams(args) }),
      providesTags: [ORDERS],
      keepUnusedDataFor: 0,
    }),
    /** One e-mail with its text and HTML; asked afresh each time it is opened. */
    adminOutboxMail: build.query<OutboxMailDetail, number>({
      query: (id) => `/api/admin/outbox/${id}`,
      keepUnusedDataFor: 0,
    }),
    /** Sends an e-mail again: a sent or failed one as a new queued copy, a queued one tried now. */
    adminResendMail: build.mutation<OutboxResent, number>({
      query: (id) => ({ url: `/api/admin/outbox/${id}/resend`, method: 'POST' }),
    }),
    /** Every coupon, newest first, with its use count (admins). */
    adminCoupons: build.query<Coupon[], void>({
      query: () => '/api/admin/coupons',
      // The screen asks again after a save (refetch): no tag of the shared API names coupons.
      keepUnusedDataFor: 0,
    }),
    /** One coupon with the bookings that used it; asked afresh each time it is opened. */
    adminCoupon: build.query<CouponWithUses, number>({
      query: (id) => `/api/admin/coupons/${id}`,
      keepUnusedDataFor: 0,
    }),
    adminSaveCoupon: build.mutation<CouponSaved, { id?: number; coupon: CouponInput }>({
      query: ({ id, coupon }) => (id === undefined ? { url: '/api/admin/coupons', method: 'POST', body: coupon } : { url: `/api/admin/coupons/${id}`, method: 'PUT', body: coupon }),
    }),
    /** Every version of the rental terms, newest first (admins). */
    adminTermsVersions: build.query<TermsVersion[], void>({
      query: () => '/api/admin/terms',
      keepUnusedDataFor: 0,
    }),
    /** Publishes a new version; new bookings accept it from then on, older versions stay as they were. */
    adminPublishTerms: build.mutation<TermsPublished, string>({
      query: (text) => ({ url: '/api/admin/terms', method: 'POST', body: { text } }),
    }),
    /** When the shop asks renters for an ID document, and how long it keeps them after the return. */
    adminIdDocumentSettings: build.query<IdDocumentSettings, void>({
      query: () => '/api/admin/id-documents/settings',
      keepUnusedDataFor: 0,
    }),
    adminSaveIdDocumentSettings: build.mutation<IdDocumentSettings & { message: string }, IdDocumentSettings>({
      query: (body) => ({ url: '/api/admin/id-documents/settings', method: 'PUT', body }),
    }),
    /** One page of the Contact page's messages, newest first (admins and staff). Never cached: each visit asks again. */
    adminContactMessagePage: build.query<Paginated<ContactMessage>, AdminListArgs>({
      query: (args) => ({ url: '/api/admin/contact-messages', params: listParams(args) }),
      keepUnusedDataFor: 0,
    }),
    adminStats: build.query<AdminStats, void>({
      query: () => '/api/admin/stats',
      providesTags: [ORDERS, USERS, PRODUCTS],
    }),
    /** One page of orders, filtered and sorted by the server. */
    adminOrderPage: build.query<Paginated<AdminOrder>, AdminListArgs>({
      query: (args) => ({ url: '/api/admin/orders', params: listParams(args) }),
      providesTags: [ORDERS],
    }),
    // Tags given as a list are invalidated after a failure too: the list reloads either way (spec §4).
    // Approving or rejecting changes which orders hold units, so free-unit figures are stale too.
    adminSetOrderStatus: build.mutation<OrderUpdated, { orderId: string; status: AdminOrderStatus }>({
      query: ({ orderId, status }) => ({ url: `/api/orders/status/${encodeURIComponent(orderId)}`, method: 'PUT', body: { status } }),
      invalidatesTags: [ORDERS, 'Availability'],
    }),
    /**
     * An approved order's gear left the shop: records `pickedUpAt` (409 when its stage does not
     * allow it). Before the start date the server wants `early: true`, sent once staff confirmed.
     */
    adminMarkPickedUp: build.mutation<OrderUpdated, { orderId: string; early?: boolean }>({
      query: ({ orderId, early }) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/pickup`, method: 'PUT', ...(early ? { body: { early: true } } : {}) }),
      invalidatesTags: [ORDERS, 'Availability'],
    }),
    /**
     * The gear is back: records `returnedAt` and the late fee (409 unless picked up and not yet
     * returned), and the deposit refunded: all of it unless `depositRefunded` says less, with a reason.
     */
    adminMarkReturned: build.mutation<OrderUpdated, { orderId: string; depositRefunded?: number; depositRefundReason?: string }>({
      query: ({ orderId, ...refund }) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/return`, method: 'PUT', body: refund }),
      invalidatesTags: [ORDERS, 'Availability'],
    }),
    /** Staff's notes on an order, oldest first. */
    adminOrderNotes: build.query<OrderNote[], string>({
      query: (orderId) => `/api/orders/${encodeURIComponent(orderId)}/notes`,
      providesTags: (_notes, _error, orderId) => [{ type: 'Order', id: `NOTES:${orderId}` }],
    }),
    /** Adds a note; the notes and the order's History reload. */
    adminAddOrderNote: build.mutation<ServerMessage & { note: OrderNote }, { orderId: string; text: string }>({
      query: ({ orderId, text }) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/notes`, method: 'POST', body: { text } }),
      invalidatesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: `NOTES:${orderId}` }, ORDERS],
    }),
    /** Waives (0) or changes a returned order's late fee with a reason; the server works out tax and total. */
    adminSetLateFee: build.mutation<OrderUpdated, { orderId: string; lateFee: number; reason: string }>({
      query: ({ orderId, ...body }) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/late-fee`, method: 'PUT', body }),
      invalidatesTags: [ORDERS],
    }),
    /** Staff and admins who may handle orders (their calendar feeds list the orders they handle). */
    adminOrderHandlers: build.query<OrderHandler[], void>({
      query: () => '/api/orders/handlers',
    }),
    /** Who handles an order's pick-up and return; null: nobody in particular. */
    adminSetOrderHandler: build.mutation<OrderUpdated, { orderId: string; userId: number | null }>({
      query: ({ orderId, userId }) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/handler`, method: 'PUT', body: { userId } }),
      invalidatesTags: [ORDERS],
    }),
    /** Money taken at the counter: at most what is still due (400 otherwise). */
    adminRecordCash: build.mutation<OrderPayments, { orderId: string; amount: number }>({
      query: ({ orderId, amount }) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/payments/cash`, method: 'POST', body: { amount } }),
      invalidatesTags: [ORDERS],
    }),
    /** A refund the provider refused, tried again through it (never refunded twice: the server keys it). */
    adminRetryRefund: build.mutation<OrderPayments, { orderId: string; refundId: string }>({
      query: ({ orderId, refundId }) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/payments/${encodeURIComponent(refundId)}/retry`, method: 'POST' }),
      invalidatesTags: [ORDERS],
    }),
    /** The order's invoice PDF as an object URL (see @rental/platform/download). */
    adminDownloadInvoice: build.mutation<string, string>({
      query: (orderId) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/invoice`, responseHandler: fileAsObjectUrl }),
    }),
    /** The order's rental agreement PDF (terms, order, acceptance) as an object URL; 404 when booked without terms. */
    adminDownloadAgreement: build.mutation<string, string>({
      query: (orderId) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/agreement`, responseHandler: fileAsObjectUrl }),
    }),
    /** The order's ID document (staff only; each look is audited by the API) as an object URL. */
    adminOpenIdDocument: build.mutation<string, string>({
      query: (orderId) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/id-document`, responseHandler: fileAsObjectUrl }),
    }),
    adminDeleteIdDocument: build.mutation<{ message: string }, string>({
      query: (orderId) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/id-document`, method: 'DELETE' }),
      invalidatesTags: [ORDERS],
    }),
    /** One page of accounts, filtered and sorted by the server. */
    adminUserPage: build.query<Paginated<User>, AdminListArgs>({
      query: (args) => ({ url: '/api/admin/users', params: listParams(args) }),
      providesTags: [USERS],
    }),
    adminToggleUserBlocked: build.mutation<User, string>({
      query: (email) => ({ url: `/api/users/block/${encodeURIComponent(email)}`, method: 'PUT' }),
      invalidatesTags: [USERS],
    }),
    /** Grants or removes a role (staff: the order work); an admin's own role is refused by the server. */
    adminChangeUserRole: build.mutation<User, { email: string; role: UserRole }>({
      query: ({ email, role }) => ({ url: `/api/users/role/${encodeURIComponent(email)}`, method: 'PUT', body: { role } }),
      invalidatesTags: [USERS],
    }),
    /** Signs every device of the account out at once (recorded in the audit trail). */
    adminEndUserSessions: build.mutation<{ message: string; ended: number }, string>({
      query: (email) => ({ url: `/api/users/end-sessions/${encodeURIComponent(email)}`, method: 'POST' }),
      invalidatesTags: [USERS],
    }),
    /** Removes the account's authenticator and recovery codes (a lost phone; recorded in the audit trail). */
    adminResetSecondFactor: build.mutation<{ message: string }, string>({
      query: (email) => ({ url: `/api/users/two-factor-reset/${encodeURIComponent(email)}`, method: 'POST' }),
      invalidatesTags: [USERS],
    }),
    /**
     * One page of the audit trail (admins only), newest first: filtered by entityType, entityId,
     * actor and from/to. Tagged with what it records, so a History reloads after every change made here.
     */
    adminAuditPage: build.query<Paginated<AuditEntry>, AdminListArgs>({
      query: (args) => ({ url: '/api/admin/audit', params: listParams(args) }),
      providesTags: [ORDERS, USERS, PRODUCTS],
    }),
    /** A CSV file of the back office (exports, the import's template) as an object URL: streamed by the API, saved by the browser. */
    adminDownloadCsv: build.mutation<string, string>({
      query: (path) => ({ url: path, responseHandler: fileAsObjectUrl }),
    }),
    /** The product import: every row checked first; 422 with `errors` (line and column) unless only the valid rows are asked for. */
    adminImportProducts: build.mutation<ProductImportResult, { csv: string; onlyValid: boolean; dryRun: boolean }>({
      query: (body) => ({ url: '/api/admin/imports/products', method: 'POST', body }),
      invalidatesTags: (result) => (result?.written ? [PRODUCTS] : []),
    }),
    adminCreateProduct: build.mutation<ServerMessage & { product?: Product }, ProductFields & { key: string }>({
      query: (body) => ({ url: '/api/products', method: 'POST', body }),
      invalidatesTags: [PRODUCTS],
    }),
    adminUpdateProduct: build.mutation<ServerMessage & { product?: Product }, { key: string; fields: ProductFields }>({
      query: ({ key, fields }) => ({ url: `/api/products/${encodeURIComponent(key)}`, method: 'PUT', body: fields }),
      invalidatesTags: (_result, _error, { key }) => [PRODUCTS, { type: 'Product', id: key }],
    }),
    adminDeleteProduct: build.mutation<ServerMessage, string>({
      query: (key) => ({ url: `/api/products/${encodeURIComponent(key)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, key) => [PRODUCTS, { type: 'Product', id: key }],
    }),
    adminGallery: build.query<Paginated<GalleryItem>, number>({
      query: (page) => `/api/gallery?page=${page}&limit=${GALLERY_PAGE_SIZE}`,
      providesTags: ['Gallery'],
    }),
    adminCreateGalleryItem: build.mutation<ServerMessage, { imageUrl: string; description: string; category: string }>({
      query: (body) => ({ url: '/api/gallery', method: 'POST', body }),
      // The whole type: the public gallery's pages (another remote's cache) are stale too.
      invalidatesTags: ['Gallery'],
    }),
    /** Changes a photo's description and category (admins); the image stays. */
    adminUpdateGalleryItem: build.mutation<ServerMessage & { item: GalleryItem }, { id: string; description: string; category: string }>({
      query: ({ id, ...body }) => ({ url: `/api/gallery/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['Gallery'],
    }),
    adminDeleteGalleryItem: build.mutation<ServerMessage, string>({
      query: (id) => ({ url: `/api/gallery/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Gallery'],
    }),
  }),
});

export const {
  useAdminOrderHandlersQuery,
  useAdminSetOrderHandlerMutation,
  useAdminDownloadCsvMutation,
  useAdminImportProductsMutation,
  useAdminRecordCashMutation,
  useAdminRetryRefundMutation,
  useGetProductQuery,
  useAdminStatsQuery,
  useAdminOrderPageQuery,
  useAdminOutboxPageQuery,
  useAdminPaymentPageQuery,
  useAdminCouponsQuery,
  useAdminCouponQuery,
  useAdminSaveCouponMutation,
  useAdminTermsVersionsQuery,
  useAdminPublishTermsMutation,
  useAdminIdDocumentSettingsQuery,
  useAdminSaveIdDocumentSettingsMutation,
  useAdminContactMessagePageQuery,
  useAdminOutboxMailQuery,
  useAdminResendMailMutation,
  useAdminUserPageQuery,
  useAdminEndUserSessionsMutation,
  useAdminResetSecondFactorMutation,
  useAdminProductPageQuery,
  useAdminSetOrderStatusMutation,
  useAdminMarkPickedUpMutation,
  useAdminMarkReturnedMutation,
  useAdminDownloadInvoiceMutation,
  useAdminDownloadAgreementMutation,
  useAdminOpenIdDocumentMutation,
  useAdminDeleteIdDocumentMutation,
  useAdminOrderNotesQuery,
  useAdminAddOrderNoteMutation,
  useAdminSetLateFeeMutation,
  useAdminToggleUserBlockedMutation,
  useAdminChangeUserRoleMutation,
  useAdminAuditPageQuery,
  useAdminCreateProductMutation,
  useAdminUpdateProductMutation,
  useAdminDeleteProductMutation,
  useAdminGalleryQuery,
  useAdminCreateGalleryItemMutation,
  useAdminDeleteGalleryItemMutation,
  useAdminUpdateGalleryItemMutation,
} = adminApi;
