'use client';

import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface ConditionalSectionProps<T> {
  /** The controlling answer (for example the YesNoQuestion's value, or the chosen state). */
  value: T;
  /** Show while `value` equals this, is one of these, or makes this predicate true. */
  when: T | readonly T[] | ((value: T) => boolean);
  /** The follow-up questions; unmounted while hidden, so their answers leave the form. */
  children: ReactNode;
  /**
   * Said politely to screen readers when the section appears, e.g. "Claim details shown below".
   * Focus is never moved: the section follows the question, so it is next in reading order anyway.
   */
  revealMessage?: string;
  /** Id of the section element, for a link or `aria-controls` from the question. */
  id?: string;
  /** Extra class for layout by the app. */
  className?: string;
}

const Reveal = styled.div`
  box-sizing: border-box;
  margin: ${({ theme }) => `0 0 ${theme.space[4]} ${theme.space[3]}`};
  padding-inline-start: ${({ theme }) => theme.space[5]};
  border-inline-start: 4px solid ${({ theme }) => theme.color.borderSubtle};
  @media (forced-colors: active) {
    border-inline-start-color: CanvasText;
  }
`;
const Status = styled.span`
  box-sizing: border-box;
  ${visuallyHidden}
`;

/** Whether a ConditionalSection with this `when` shows for this `value`. */
export function matchesCondition<T>(value: T, when: T | readonly T[] | ((value: T) => boolean)): boolean {
  if (typeof when === 'function') return (when as (value: T) => boolean)(value);
  if (Array.isArray(when)) return (when as readonly T[]).includes(value);
  return Object.is(value, when);
}

/**
 * Follow-up questions that exist only while a controlling answer matches. Hidden children are
 * unmounted, not just hidden: with react-hook-form's `shouldUnregister` their values and rules go
 * with them, so they are neither validated nor submitted.
 */
export function ConditionalSection<T>({
  value,
  when,
  children,
  revealMessage,
  id,
  className,
}: ConditionalSectionProps<T>): ReactElement {
  useBuildCoverTheme('ConditionalSection');
  const isShown = matchesCondition(value, when);
  const [announcement, setAnnouncement] = useState('');
  const wasShown = useRef(isShown);

  useEffect(() => {
    // Announce only a change made while the page is open, not the initial state.
    if (isShown && !wasShown.current && revealMessage) setAnnouncement(revealMessage);
    if (!isShown) setAnnouncement('');
    wasShown.current = isShown;
  }, [isShown, revealMessage]);

  return (
    <>
      {/* The live region stays mounted so the announcement is heard when its text changes. */}
      {revealMessage ? <Status role="status">{announcement}</Status> : null}
      {isShown ? (
        <Reveal id={id} className={className}>
          {children}
        </Reveal>
      ) : null}
    </>
  );
}
