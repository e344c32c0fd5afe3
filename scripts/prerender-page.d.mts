import type { ReactElement } from 'react';
import type { AppModules } from '@buildcover/ui/hydration';

export declare function renderToPage(
  page: ReactElement,
): Promise<{ html: string; styleTags: string; headScript: (app: AppModules) => string }>;
