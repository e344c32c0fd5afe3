import { lazyComponent } from '@buildcover/ui';
import type { ResultPageProps } from './ResultPage';

// The result of a submission loads with its route, and the form preloads it as it submits: the form at '/' does not carry it.
export const ResultPage = lazyComponent<ResultPageProps, 'ResultPage'>(() => import('./ResultPage'), 'ResultPage');
