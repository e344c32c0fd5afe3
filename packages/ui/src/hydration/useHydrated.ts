import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const afterHydration = () => true;
const whileHydrating = () => false;

/**
 * False on the server and while React hydrates the HTML it sent; true in every other render,
 * starting with the one React makes right after hydrating. A component that draws its HTML one way
 * for a browser without the app (or before it arrives) and another once the app runs renders the
 * first while this is false: hydration then matches the HTML, and the switch is an ordinary render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, afterHydration, whileHydrating);
}
