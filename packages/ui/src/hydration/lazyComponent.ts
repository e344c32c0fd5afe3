import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A component whose code loads when it is first drawn, or earlier when asked (`preload`). */
export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** Starts loading the code now (a tab or link pointed at, the next step of a journey), so drawing it later does not wait. */
  preload: () => void;
};

/**
 * React's `lazy` for a module that exports the component by name (or as 'default'), with `preload`:
 * `lazyComponent(() => import('./pages/AboutPage'), 'AboutPage')`. Render it inside `<Suspense>`.
 * The module is imported once, whether `preload` or the first draw asks first.
 */
export function lazyComponent<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = (): Promise<{ default: ComponentType<Props> }> =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
        return { default: module[name] };
      },
      (error: unknown) => {
        // A failed download (offline for a moment) is forgotten here, so a later attempt imports again.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(loadOnce);
  function Loadable(props: Props): ReactElement {
    // Code already here (preloaded, or drawn before) is drawn at once: through `lazy` it would suspend
    // anyway, and React holds a fallback's replacement back (its Suspense throttle, about 300 ms).
    // Chosen once per instance, so a mounted one is never swapped for the other.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Loadable.displayName = `lazyComponent(${name})`;
  return Object.assign(Loadable, {
    // A failed preload is not an error yet: drawing the component imports again, and its error boundary reports a failure.
    preload: () => void loadOnce().catch(() => undefined),
  });
}
