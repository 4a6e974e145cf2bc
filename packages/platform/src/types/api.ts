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
}

export interface OrderLine {
  product: OrderedProduct;
  quantity: number;
}

/** 'Pending' when created; the admin sets 'approved' or 'Rejected' (capital R, spec §4); the customer may cancel a Pending one; unanswered past the shop's hold time it becomes 'Expired'. */
export type OrderStatus = 'Pending' | 'approved' | 'Rejected' | 'Cancelled' | 'Expired' | (string & {});

export interface Order {
  _id: string;
  orderId: string;
  email: string;
  days: number;
  startingDate: string;
  endingDate: string;
  totalAmount: number;
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
  qty: number;
  lineTotal: number;
  /** The fewest units free on any day of the range. */
  available?: number;
}

/** The server's price for a cart: it counts the days and prices every line itself. */
export interface QuoteResult {
  total: number;
  days: number;
  lines?: QuoteLine[];
}

/** POST /api/orders answers `{ message: 'Booking Created', order }`. */
export interface BookingCreated {
  message: string;
  order: Order;
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
