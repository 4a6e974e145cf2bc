// @rental/platform: what the shell and every remote agree on. Shared as a singleton at run time.
export type * from './api/types';
export { api, listOf, useGetCurrentUserQuery, useLoginMutation, useGoogleLoginMutation, useRegisterMutation, useGetProductsQuery, useGetProductQuery, useQuoteQuery, useCreateOrderMutation, useGetAvailabilityQuery, useGetMyOrdersQuery, useCancelOrderMutation } from './api/api';
export { apiBaseQuery } from './api/baseQuery';
export { ApiRequestError, errorMessage, shortagesOf } from './api/errors';
export type { ApiError } from './api/errors';
export { DEFAULT_API_URL, getApiUrl, setApiUrl, getRuntimeConfig, getGoogleClientId, loadRuntimeConfig } from './api/runtimeConfig';
export type { RemoteName, RuntimeConfig } from './api/runtimeConfig';
export { TOKEN_KEY, readToken } from './api/token';
export { uploadImage } from './api/uploadImage';
export type { UploadProgress } from './api/uploadImage';

export { AuthProvider, useAuth } from './auth/AuthProvider';
export type { Auth } from './auth/AuthProvider';

export { cartSlice, addToCart, increaseQty, decreaseQty, removeLine, setDates, clearCart, selectCart, selectCartCount } from './cart/cartSlice';
export { CART_KEY, DATE_FORMAT, freshCart, rentalDays } from './cart/cartStorage';
export { useCart } from './cart/useCart';

export { createAppStore, rootReducer } from './store/createAppStore';
export type { AppStore, AppDispatch, RootState } from './store/createAppStore';

export { formatMoney } from './money';
export { PLACEHOLDER_IMAGE, productImage, productImages, repairImageUrl } from './images/images';
export { theme, brandColors } from './ui/theme';
export { PlatformProviders } from './ui/PlatformProviders';
export { Picture } from './ui/Picture';
export { startStandalone } from './ui/startStandalone';
export { useToast } from './ui/useToast';
export type { Toast } from './ui/useToast';
