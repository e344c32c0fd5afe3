import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page whose code loads with its route (its own chunk), from a module that exports it by name:
 * `lazyPage(() => import('./pages/AboutPage'), 'AboutPage')`. Render it inside <Suspense>.
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(load: () => Promise<Module>, name: Name): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
