import { isValidElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** A lazily loaded component that can also be asked to load before it is drawn. */
export type LazyScreen<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the code now (e.g. when a tab is pointed at), so that drawing it later does not wait. */
  preload: () => void;
};

/**
 * A screen whose code loads with its route (its own chunk), from a module that exports it by name
 * (or as 'default'): `lazyScreen(() => import('./pages/UsersPage'), 'UsersPage')`. Render it inside <Suspense>.
 */
export function lazyScreen<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyScreen<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = (): Promise<{ default: ComponentType<Props> }> =>
    (loading ??= load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        // A failed download (offline for a moment) is forgotten here, so a later attempt imports again.
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(loadOnce), {
    // A failed preload is not an error yet: drawing the screen imports again, and its error boundary reports a failure.
    preload: () => void loadOnce().catch(() => undefined),
  });
}

/**
 * Starts loading the code of the lazy screen `element` draws, if it is one: a screen inside the shell
 * is drawn only once the shell's own code is there, so without this its code would wait for the shell's.
 */
export function preloadScreenOf(element: ReactNode): void {
  if (!isValidElement(element)) return;
  const type: unknown = element.type;
  if (typeof type === 'object' && type !== null && 'preload' in type && typeof type.preload === 'function') (type as LazyScreen<object>).preload();
}
