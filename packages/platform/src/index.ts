// @rental/platform, the kernel: what must be ONE instance on the page, shared at run time as a
// Module Federation singleton (packages/build/src/shared.js). Its exports and its state's shape are
// the versioned contract between the shell and the remotes: see README.md (Versioning) and
// CHANGELOG.md before changing anything here.
//
// Pure helpers are not here: each app bundles them from the package's subpaths
// (@rental/platform/images, /errors, /responses, /upload, /types).

// The session: the bearer token in localStorage `token`, and who it belongs to.
export { TOKEN_KEY, readToken } from './api/token';
export { AuthProvider, useAuth } from './auth/AuthProvider';
export type { Auth } from './auth/AuthProvider';

// Where the API and the remotes live (remotes.json, read at run time).
export { DEFAULT_API_URL, getApiUrl, setApiUrl, getRuntimeConfig, getGoogleClientId, loadRuntimeConfig } from './api/runtimeConfig';
export type { RemoteEntry, RemoteName, RuntimeConfig } from './api/runtimeConfig';

// The one API client: remotes add their own calls with api.injectEndpoints.
export { api, useGetCurrentUserQuery, useLoginMutation, useGoogleLoginMutation, useRegisterMutation } from './api/api';
export { apiBaseQuery } from './api/baseQuery';

// The cart, persisted in localStorage `cart` and followed across tabs.
export { cartSlice, addToCart, increaseQty, decreaseQty, removeLine, setDates, clearCart, selectCart, selectCartCount } from './cart/cartSlice';
export { CART_KEY, freshCart } from './cart/cartStorage';
export { useCart } from './cart/useCart';

// The one store, which the host creates.
export { createAppStore, rootReducer } from './store/createAppStore';
export type { AppStore, AppDispatch, RootState } from './store/createAppStore';

// Look and providers.
export { theme, brandColors } from './ui/theme';
export { PlatformProviders } from './ui/PlatformProviders';
export type { HostContexts } from './ui/PlatformProviders';
export { AntdTheme, loadAntdTheme } from './ui/antdTheme';
export { startStandalone } from './ui/startStandalone';
export { useToast } from './ui/useToast';
export type { Toast } from './ui/useToast';
