import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen whose code loads with its route (its own chunk), from a module that exports it by name
 * (or as 'default'): `lazyScreen(() => import('./pages/UsersPage'), 'UsersPage')`. Render it inside <Suspense>.
 */
export function lazyScreen<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
