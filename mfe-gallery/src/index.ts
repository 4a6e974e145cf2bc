// Async boundary: shared modules (react, the store, ...) are negotiated before any app code runs.
import('./bootstrap');
