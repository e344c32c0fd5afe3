import { useEffect } from 'react';
import { takeOverEarlyInput } from './earlyInput';

/**
 * Rendered beside a prerendered page's content, inside the same Suspense boundary: its effect runs
 * once that content is hydrated, and gives the app what the visitor typed and pressed before.
 */
export function EarlyInputTakeover(): null {
  useEffect(() => void takeOverEarlyInput(), []);
  return null;
}
