import { fn } from 'storybook/test';
import type { LinkComponentProps } from './linkComponent';

/** Records where a story's links went. */
export const navigate = fn();

/**
 * For stories only: stands in for wouter's Link (client-side navigation), so following a link
 * calls `navigate` and the story page never reloads.
 */
export function RouterLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
        onClick?.(event);
      }}
    />
  );
}
