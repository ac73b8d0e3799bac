// React 18+ has useSyncExternalStore; libraries that import the shim for older Reacts (react-i18next)
// get React's own hook instead of the shim's fallback code.
export { useSyncExternalStore } from 'react';
