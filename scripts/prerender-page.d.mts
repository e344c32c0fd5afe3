import type { ReactElement } from 'react';

export declare function renderToPage(page: ReactElement): Promise<{ html: string; styleTags: string; headScript: string }>;
