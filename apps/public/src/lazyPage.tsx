import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page (or a part of one, such as a modal) whose code loads when it is first drawn (its own chunk),
 * from a module that exports it by name: `lazyPage(() => import('./pages/AboutPage'), 'AboutPage')`.
 * Render it inside <Suspense>.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** A lazy page that reads the API with the api-client's SWR hooks: drawn inside the data cache, which loads with it. */
export function lazyApiPage<Name extends string, Module extends Record<Name, ComponentType>>(load: () => Promise<Module>, name: Name): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [module, { ApiCache }] = await Promise.all([load(), import('./layout/ApiCache')]);
    const Page: ComponentType = module[name];
    return {
      default: function CachedPage() {
        return (
          <ApiCache>
            <Page />
          </ApiCache>
        );
      },
    };
  });
}
