'use client';

import { lazy, useRef, type ComponentType, type ReactElement } from 'react';

/** A component whose code loads on first use, and `preload()`, which loads it before that. */
export interface PreloadableLazy<P> {
  Component: (props: P) => ReactElement;
  preload: () => Promise<ComponentType<P>>;
}

/**
 * `React.lazy` that draws at once when its code is already here. A lazy component suspends on its
 * first render even when its module has loaded, and React then holds the boundary's content back
 * for up to 300 ms (its fallback throttle): a section opened after Next sat empty that long, with
 * its controls preloaded. Once `preload()` has resolved, this draws the loaded component directly.
 * (The approach of react-lazy-with-preload, which ships CommonJS only.)
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed load (the network dropped) is tried again on the next use.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component(props: P): ReactElement {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const Chosen = useRef<ComponentType<P>>(loaded ?? (Lazy as unknown as ComponentType<P>)).current;
    return <Chosen {...props} />;
  }
  return { Component, preload };
}
