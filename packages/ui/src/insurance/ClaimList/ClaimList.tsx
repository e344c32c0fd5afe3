'use client';

import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { addDaysIso, emptyClaimEntry, minimumClaimEntries, todayIso, type ClaimEntryValues } from '@buildcover/domain';
import { Button } from '../../primitives/Button';
import { FieldMessage } from '../../forms/Field';
import type { FocusableHandle } from '../../forms/DateField';
import { focusRing, visuallyHidden } from '../../theme';
import { ClaimEntry } from './ClaimEntry';
import { defaultClaimLabels, type ClaimField } from './claimFields';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export type ClaimEntryErrors = Partial<Record<ClaimField, string | undefined>>;

export interface ClaimListProps {
  /** The claims; fewer than the minimum (2) are shown padded with empty entries. */
  value: readonly ClaimEntryValues[];
  /** Called with the whole list after any field changes or an entry is added or removed. */
  onChange: (claims: ClaimEntryValues[]) => void;
  /** Called when focus leaves one of the list's fields (react-hook-form `onBlur`). */
  onBlur?: () => void;
  /** Messages per entry and field, as the domain validator words them ('Insurer is required.'). */
  errors?: ReadonlyArray<ClaimEntryErrors | undefined>;
  /** A message about the list as a whole ('Please enter at least 2 claims.'). */
  errorMessage?: string;
  /** Form path of the list; field ids are `${name}.${index}.${field}` like the validator's paths. */
  name?: string;
  /** The list's heading, focused after an entry is removed; 'Claims' by default. */
  heading?: string;
  /** The heading's level in the page's outline; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Latest allowed claim date (yyyy-mm-dd); yesterday in Australian time by default. */
  maxDate?: string;
  /** Field labels replacing the domain's (`defaultClaimLabels`). */
  labels?: Partial<Record<ClaimField, string>>;
  /** Shows the claims without Add and Remove and with read-only fields. */
  isReadOnly?: boolean;
  /** Disables every field and button (while the form is submitting). */
  isDisabled?: boolean;
}

const Heading = styled.h3`
  box-sizing: border-box;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.xl};
  ${focusRing}
`;
const Status = styled.p`
  box-sizing: border-box;
  ${visuallyHidden}
`;
const ListMessage = styled.div`
  box-sizing: border-box;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/** Pads a claims list to the minimum number of entries. */
export function withMinimumClaims(
  claims: readonly ClaimEntryValues[],
  minimum: number = minimumClaimEntries,
): ClaimEntryValues[] {
  return claims.length >= minimum
    ? [...claims]
    : [...claims, ...Array.from({ length: minimum - claims.length }, emptyClaimEntry)];
}

/**
 * The past claims list (MoJ add-another pattern): two entries to start, 'Add claim' adds one and
 * moves focus to its first field; entries beyond the second can be removed, after which the
 * entries are renumbered and focus goes to the list heading.
 *
 * The ref is a `{ focus() }` handle (react-hook-form `setFocus`, focus on error): it focuses the first
 * field marked invalid, or the list's heading when none is marked yet (react-hook-form focuses before
 * the new errors are drawn).
 */
export const ClaimList = forwardRef<FocusableHandle, ClaimListProps>(function ClaimList(
  {
    value,
    onChange,
    onBlur,
    errors,
    errorMessage,
    name = 'claims',
    heading = 'Claims',
    headingLevel = 3,
    maxDate,
    labels,
    isReadOnly,
    isDisabled,
  },
  ref,
): ReactElement {
  useBuildCoverTheme('ClaimList');
  const claims = withMinimumClaims(value);
  const allLabels = { ...defaultClaimLabels, ...labels };
  const latest = maxDate ?? addDaysIso(todayIso(), -1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstFields = useRef(new Map<number, HTMLInputElement | HTMLTextAreaElement>());
  const [focusEntry, setFocusEntry] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const sectionRef = useRef<HTMLElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => {
      const invalid = sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      // A date's invalid mark is on its group: the first of its segments takes the focus.
      const target = invalid?.matches('input, textarea')
        ? invalid
        : invalid?.querySelector<HTMLElement>('input, textarea, [role="spinbutton"]');
      (target ?? headingRef.current)?.focus();
    },
  }));

  useEffect(() => {
    if (focusEntry === null) return;
    const field = firstFields.current.get(focusEntry);
    if (field) {
      field.focus();
      setFocusEntry(null);
    }
  }, [focusEntry, claims.length]);

  const add = (): void => {
    setFocusEntry(claims.length);
    setStatus(`Claim ${claims.length + 1} added.`);
    onChange([...claims, emptyClaimEntry()]);
  };
  const remove = (index: number): void => {
    if (index < minimumClaimEntries) return;
    setStatus(`Claim ${index + 1} removed.`);
    onChange(claims.filter((_, i) => i !== index));
    headingRef.current?.focus();
  };
  const change = (index: number, field: ClaimField, fieldValue: string): void => {
    onChange(claims.map((claim, i) => (i === index ? { ...claim, [field]: fieldValue } : claim)));
  };
  const headingId = `${name}-heading`;

  return (
    <section aria-labelledby={headingId} ref={sectionRef}>
      <Heading as={`h${headingLevel}`} id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </Heading>
      {errorMessage ? (
        <ListMessage>
          <FieldMessage id={`${name}-message`}>{errorMessage}</FieldMessage>
        </ListMessage>
      ) : null}
      {claims.map((claim, index) => (
        <ClaimEntry
          // Entries have no identity of their own: they are renumbered after a removal.
          key={index}
          listName={name}
          index={index}
          claim={claim}
          errors={errors?.[index]}
          labels={allLabels}
          maxDate={latest}
          isRemovable={index >= minimumClaimEntries}
          isReadOnly={isReadOnly}
          isDisabled={isDisabled}
          onFieldChange={(field, fieldValue) => change(index, field, fieldValue)}
          onBlur={onBlur}
          onRemove={() => remove(index)}
          firstFieldRef={(element) => {
            if (element) firstFields.current.set(index, element);
            else firstFields.current.delete(index);
          }}
        />
      ))}
      {isReadOnly ? null : (
        <Button variant="secondary" onPress={add} isDisabled={isDisabled}>
          Add claim
        </Button>
      )}
      <Status role="status">{status}</Status>
    </section>
  );
});
