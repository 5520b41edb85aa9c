// The script-tag bundle ships React 18.3, which has useSyncExternalStore built in: swr's
// shim for React 17 is aliased to this file there, so the bundle carries React's copy only.
export { useSyncExternalStore } from 'react';
