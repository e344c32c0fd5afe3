'use client';

import { forwardRef, useState, type ReactElement } from 'react';
import { Button, Input, SearchField as AriaSearchField } from 'react-aria-components';
import styled from 'styled-components';
import { Field, type FieldBaseProps } from '../Field';
import { controlStyles } from '../Field/controlStyles';
import { Icon } from '../../feedback/Icon';
import { focusRing } from '../../theme';
import { useDebouncedSearch } from './useDebouncedSearch';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface SearchFieldProps extends Omit<FieldBaseProps, 'label' | 'isRequired' | 'isReadOnly'> {
  /** Called with the trimmed term (3+ characters, after 300 ms), or '' once when the box goes below that. */
  onSearch: (term: string) => void;
  /** Names the box for screen readers; shown only when `hideLabel` is false. */
  label?: string;
  /** Shown while empty, e.g. an example of what can be searched. */
  placeholder?: string;
  /** The search term to start with (for example from the URL). */
  defaultValue?: string;
  /** Characters needed before `onSearch` is called; 3 by default (going below it calls `onSearch('')` once, to reset the list). */
  minLength?: number;
  /** Milliseconds of quiet typing before `onSearch` is called; 300 by default. */
  delay?: number;
}

const Box = styled(AriaSearchField)`
  box-sizing: border-box;
  position: relative;
  max-width: 24rem;
  & > svg {
    position: absolute;
    inset-inline-start: ${({ theme }) => theme.space[3]};
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
  &[data-empty] button {
    display: none;
  }
`;
const SearchInput = styled(Input)`
  box-sizing: border-box;
  ${controlStyles}
  padding-inline-start: 2.5rem;
  padding-inline-end: 2.75rem;
  &::-webkit-search-cancel-button {
    display: none;
  }
`;
const ClearButton = styled(Button)`
  box-sizing: border-box;
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space[1]};
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.25rem;
  min-height: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  &[data-hovered] {
    color: ${({ theme }) => theme.color.text};
  }
  ${focusRing}
`;

/**
 * Search box for lists: searches from 3 characters after a 300 ms pause; Enter searches at once; Escape clears.
 * The ref reaches the input element.
 */
export const SearchField = /* @__PURE__ */ forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  {
    onSearch,
    label = 'Search',
    hideLabel = true,
    placeholder,
    defaultValue = '',
    minLength = 3,
    delay = 300,
    name,
    isDisabled,
    onBlur,
    ...fieldProps
  },
  ref,
): ReactElement {
  useBuildCoverTheme('SearchField');
  const [text, setText] = useState(defaultValue);
  const search = useDebouncedSearch(onSearch, { minLength, delay });
  return (
    <Field {...fieldProps} label={label} hideLabel={hideLabel}>
      {({ id, 'aria-labelledby': labelledBy, 'aria-describedby': describedBy }) => (
        <Box
          id={id}
          name={name}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          value={text}
          onChange={(next) => {
            setText(next);
            search.update(next);
          }}
          onSubmit={(submitted) => search.submit(submitted)}
          onBlur={() => onBlur?.()}
          isDisabled={isDisabled}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <SearchInput ref={ref} placeholder={placeholder} />
          <ClearButton aria-label="Clear search">
            <Icon name="close" />
          </ClearButton>
        </Box>
      )}
    </Field>
  );
});
