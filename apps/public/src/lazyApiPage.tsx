import { lazyComponent, type LazyComponent } from '@buildcover/ui';
import type { ComponentType } from 'react';

/** A lazy page that reads the API with the api-client's SWR hooks: drawn inside the data cache, which loads with it. */
export function lazyApiPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyComponent<Props> {
  return lazyComponent(async () => {
    const [module, { ApiCache }] = await Promise.all([load(), import('./layout/ApiCache')]);
    const Page: ComponentType<Props> = module[name];
    return {
      CachedPage: function CachedPage(props: Props) {
        return (
          <ApiCache>
            <Page {...props} />
          </ApiCache>
        );
      },
    };
  }, 'CachedPage');
}
