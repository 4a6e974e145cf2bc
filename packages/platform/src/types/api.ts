// Shapes the API sends and takes (spec §3 and §7), named for the apps. Each is derived from the
// API's committed contract (api/openapi.json → openapi.generated.ts), so an app built against a
// shape the API no longer sends fails its type check. The server is the source of truth for prices
// and totals. To change a shape, change the API and run `npm run openapi` at the repository root.
import type { components, operations } from './openapi.generated';

export type { components, operations, paths } from './openapi.generated';

/** One named schema of the contract. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type Product = ApiSchema<'ProductView'>;
export type ProductCategory = Product['category'];
export type PriceCategory = Product['priceCategory'];

export type User = ApiSchema<'UserView'>;
export type UserRole = User['role'];

export type OrderedProduct = ApiSchema<'OrderedProductView'>;
export type OrderLine = ApiSchema<'OrderedItemView'>;
/**
 * 'Pending' when created; the admin sets 'approved' or 'Rejected' (capital R, spec §4); the customer
 * may cancel a Pending one; unanswered past the shop's hold time it becomes 'Expired'. Open-ended: a newer API may add a status (the contract check allows new
 * values in responses), and screens show one they do not know as it is.
 */
export type OrderStatus = ApiSchema<'OrderView'>['status'] | (string & {});
export type Order = Omit<ApiSchema<'OrderView'>, 'status'> & { status: OrderStatus };

/** Free units of one product on one day. */
export type DayAvailability = ApiSchema<'DayAvailabilityView'>;
/** GET /api/products/{key}/availability: free units for each day a rental from start to end would hold. */
export type ProductAvailability = ApiSchema<'ProductAvailabilityView'>;
type AvailabilityParameters = operations['AvailabilityController_availability']['parameters'];
export type AvailabilityRange = AvailabilityParameters['path'] & AvailabilityParameters['query'];

/** One line of a 409 response from quote or booking: more was asked than is free. */
export type Shortage = ApiSchema<'ShortageView'>;

export type GalleryItem = ApiSchema<'GalleryItemView'>;

export type Pagination = ApiSchema<'Pagination'>;
/** A page of a list: the shape of ProductPage and GalleryPage. */
export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

export type CartLine = ApiSchema<'CartLineDto'>;
/** Kept in localStorage `cart` exactly in this shape (days always set there); dates are local 'YYYY-MM-DD'. */
export type Cart = Required<Omit<ApiSchema<'CartDto'>, 'couponCode' | 'acceptance' | 'fulfilment'>>;
/** What checkout sends besides the cart: a coupon code and the acceptance of the rental terms; never kept in the cart. */
export type CheckoutExtras = Pick<ApiSchema<'CartDto'>, 'couponCode' | 'acceptance' | 'fulfilment'>;
/** Pickup at the shop, or delivery and collection to an address in two windows. */
export type Fulfilment = ApiSchema<'FulfilmentDto'>;
/** What a customer may choose for delivery on the cart's dates: cities and fees, windows with places left. */
export type DeliveryOptions = ApiSchema<'DeliveryOptionsView'>;
export type DeliveryWindowPlaces = ApiSchema<'WindowPlacesView'>;
/** The admin's delivery set-up, and the day's runs for staff. */
export type DeliverySetup = ApiSchema<'DeliverySetupView'>;
export type DeliveryZone = ApiSchema<'DeliveryZoneView'>;
export type DeliveryBand = ApiSchema<'DeliveryBandView'>;
export type DeliveryWindow = ApiSchema<'DeliveryWindowView'>;
export type Runs = ApiSchema<'RunsView'>;
export type RunStop = ApiSchema<'RunStopView'>;
export type RentalTerms = ApiSchema<'CurrentTermsView'>;

export type LoginResult = ApiSchema<'AuthResult'>;
/** Registration may or may not sign the new customer in (spec §4): this API always does, older ones did not. */
export type RegisterResult = Partial<ApiSchema<'AuthResult'>>;

export type QuoteLine = ApiSchema<'QuoteLineView'>;
/** The server's price for a cart: it counts the days and prices every line itself. */
export type QuoteResult = ApiSchema<'QuoteView'>;

/** POST /api/orders returns `{ message: 'Booking Created', order }`. */
export type BookingCreated = ApiSchema<'OrderSaved'>;

export type PresignResult = ApiSchema<'PresignedUpload'>;
export type UploadFolder = ApiSchema<'PresignUploadDto'>['folder'];
/** PUT /api/orders/{orderId}/extend returns the order and what the extension added (tax included). */
export type BookingExtended = ApiSchema<'OrderExtended'>;
/** POST /api/orders/{orderId}/extension-quote: what a later end date would cost, priced by the server before anything changes. */
export type ExtensionQuote = ApiSchema<'ExtensionQuoteView'>;

/** Every API failure has this body (validation adds `fields`; a 409 from quote or booking adds `shortages`). */
/** One signed-in device of the account (GET /api/users/sessions). */
export type SignedInSession = ApiSchema<'SessionView'>;
/** Two-step sign-in (admins and staff): the account's state, a new authenticator secret, and the codes shown once. */
export type TwoFactorStatus = ApiSchema<'TwoFactorStatus'>;
export type TwoFactorSetup = ApiSchema<'TwoFactorSetup'>;
export type RecoveryCodes = ApiSchema<'RecoveryCodes'>;
export type LoginResultWithRecoveryCodes = ApiSchema<'AuthResultWithRecoveryCodes'>;
/** The 401 of a sign-in whose second step is due: `secondFactor` says which, `challenge` goes back with the code. */
export type SecondFactorRequired = ApiSchema<'SecondFactorRequired'>;

export type ApiErrorBody = ApiSchema<'ErrorView'>;

export type Credentials = ApiSchema<'LoginDto'>;
export type Registration = ApiSchema<'RegisterDto'>;

/** Payments: how the shop takes money, one payment of an order, and an order's paid and due. */
export type PaymentOptions = ApiSchema<'PaymentOptionsView'>;
export type PaymentPlan = PaymentOptions['plans'][number];
export type Payment = ApiSchema<'PaymentView'>;
export type PaymentCheckout = ApiSchema<'CheckoutView'>;
export type OrderPayments = ApiSchema<'OrderPaymentsView'>;
