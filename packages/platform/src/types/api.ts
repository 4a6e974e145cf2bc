// Shapes the API answers (spec §3 and §7). The server is the source of truth for prices and totals.

export type ProductCategory = 'audio' | 'lights';
export type PriceCategory = 'standard' | 'discounted' | 'premium';
export type UserRole = 'admin' | 'customer';

export interface Product {
  _id: string;
  key: string;
  name: string;
  price: number;
  oldPrice?: number;
  /** Rupees for a Friday-to-Monday hire of one unit, when the product has that rate. */
  weekendPrice?: number;
  /** Rupees for 7 days of one unit, when the product has that rate. */
  weekPrice?: number;
  /** Refundable deposit per unit in rupees (0 when none). */
  deposit?: number;
  category: ProductCategory;
  priceCategory: PriceCategory;
  dimensions: string;
  description: string;
  image: string[];
  availability: boolean;
  /** Units the shop owns (default 1). */
  stock?: number;
  rating?: number;
}

export interface User {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  role: UserRole;
  phone?: string | null;
  address?: string | null;
  profilePicture?: string | null;
  isBlocked: boolean;
  createdAt?: string;
}

export interface OrderedProduct {
  key: string;
  name: string;
  image: string[] | string;
  price: number;
  weekendPrice?: number;
  weekPrice?: number;
}

export interface OrderLine {
  product: OrderedProduct;
  quantity: number;
  /** How each unit is charged, e.g. '1 week + 2 days'. */
  breakdown?: string;
  /** Rental charge of the line (all units), rupees. */
  amount?: number;
  /** Refundable deposit of the line (all units), rupees. */
  deposit?: number;
}

/** 'Pending' when created; the admin sets 'approved' or 'Rejected' (capital R, spec §4); the customer may cancel a Pending one. */
export type OrderStatus = 'Pending' | 'approved' | 'Rejected' | 'Cancelled' | (string & {});

export interface Order {
  _id: string;
  orderId: string;
  email: string;
  days: number;
  startingDate: string;
  endingDate: string;
  /** Rental charges + late fees + tax (deposits are apart). */
  totalAmount: number;
  /** Rental charges before tax. */
  subtotal?: number;
  /** Percent, as when booked. */
  taxRate?: number;
  tax?: number;
  deposit?: number;
  /** totalAmount + deposit. */
  amountDue?: number;
  /** Set when staff record the return. */
  lateDays?: number;
  lateFee?: number;
  /** The deposit given back at return; null until then. */
  depositRefunded?: number | null;
  depositRefundReason?: string | null;
  status: OrderStatus;
  orderDate: string;
  orderedItems: OrderLine[];
  /** Staff lifecycle after approval: ISO timestamps, null until it happens. */
  pickedUpAt?: string | null;
  returnedAt?: string | null;
  /** The server's verdict: approved, past its end date and not returned. */
  overdue?: boolean;
  /** Whole days since the end date while overdue (the server's count), else 0. */
  daysOverdue?: number;
}

/** Free units of one product on one day. */
export interface DayAvailability {
  date: string;
  free: number;
}

/** GET /api/products/{key}/availability: free units for each day a rental from start to end would hold. */
export interface ProductAvailability {
  key: string;
  stock: number;
  start: string;
  end: string;
  days: DayAvailability[];
  /** The smallest free count over the days: what can be booked for the whole range. */
  free: number;
}

export interface AvailabilityRange {
  key: string;
  start: string;
  end: string;
}

/** One line of a 409 answer from quote or booking: more was asked than is free. */
export interface Shortage {
  key: string;
  name: string;
  requested: number;
  available: number;
}

export interface GalleryItem {
  _id: string;
  imageUrl: string;
  description: string;
  category: string;
  createdAt: string;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

export interface CartLine {
  key: string;
  qty: number;
}

/** Kept in localStorage `cart` exactly in this shape; dates are local 'YYYY-MM-DD'. */
export interface Cart {
  orderedItems: CartLine[];
  days: number;
  startingDate: string;
  endingDate: string;
}

export interface LoginResult {
  token: string;
  user: User;
  message?: string;
}

/** Registration may or may not sign the new customer in (spec §4). */
export interface RegisterResult {
  token?: string;
  user?: User;
  message?: string;
}

export interface QuoteLine {
  key: string;
  name: string;
  price: number;
  weekendPrice?: number;
  weekPrice?: number;
  qty: number;
  days?: number;
  /** How each unit is charged: the cheapest mix of weeks, weekends and days, e.g. '1 week + 2 days'. */
  breakdown?: string;
  /** Rental charge of the line (all units); the same as lineTotal. */
  amount?: number;
  lineTotal: number;
  /** Refundable deposit of the line (all units). */
  deposit?: number;
  /** The fewest units free on any day of the range. */
  available?: number;
}

/** The server's price for a cart: it counts the days and prices every line itself. */
export interface QuoteResult {
  /** Rental charges + tax. */
  total: number;
  subtotal?: number;
  /** Percent. */
  taxRate?: number;
  tax?: number;
  /** Refundable deposits: not taxed, not in total. */
  deposit?: number;
  /** total + deposit. */
  amountDue?: number;
  days: number;
  lines?: QuoteLine[];
}

/** POST /api/orders answers `{ message: 'Booking Created', order }`. */
export interface BookingCreated {
  message: string;
  order: Order;
}

/** PUT /api/orders/{orderId}/extend answers the order and what the extension added (tax included). */
export interface BookingExtended extends BookingCreated {
  priceDifference: number;
}

export interface PresignResult {
  uploadUrl: string;
  publicUrl: string;
}

export type UploadFolder = 'products' | 'gallery';

/** Every API failure answers this body (plus field details for validation failures). */
export interface ApiErrorBody {
  error: string;
  statusCode: number;
  /** Present on a 409 from quote or booking. */
  shortages?: Shortage[];
}

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  address: string;
  phone: string;
}
