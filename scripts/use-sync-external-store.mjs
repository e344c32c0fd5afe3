// React 18+ has useSyncExternalStore: the libraries that still import the shim for React 17
// (swr, wouter, React Aria's collections) get React's own, and the shim's code leaves the bundle
// (scripts/vite-app.mjs aliases `use-sync-external-store/shim` here).
export { useSyncExternalStore } from 'react';
