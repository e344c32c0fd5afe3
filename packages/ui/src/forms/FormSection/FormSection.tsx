'use client';

import { useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Icon } from '../../feedback/Icon';
import { focusRing, visuallyHidden } from '../../theme';
import { ownPaintLayer } from '../../theme/ownPaintLayer';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface FormSectionProps {
  /** The section's heading, also the name of its open/close button. */
  title: string;
  /** Whether the section is open (controlled). */
  isOpen: boolean;
  /** Called with the wanted state; opening is only offered while `canOpen` is true. */
  onOpenChange: (isOpen: boolean) => void;
  /** Gate: a later section can be opened only once the ones before it are valid. */
  canOpen?: boolean;
  /** Shows the section as complete (tick and "Complete" in the heading button). */
  isValid?: boolean;
  /** Shows a Next button at the end of the open section. */
  onNext?: () => void;
  /** Text of the button that moves on; 'Next' by default. */
  nextLabel?: string;
  /** Said with a locked section's heading so users know why it does not open. */
  lockedHint?: string;
  /** The heading's level in the page's outline; 2 by default. */
  headingLevel?: 2 | 3;
  /** DOM id of the section's heading (the element holding its button), e.g. to move focus there. */
  id?: string;
  /** The section's fields. */
  children: ReactNode;
  /** Extra class for layout by the app. */
  className?: string;
}

const Section = styled.div`
  ${ownPaintLayer}
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  margin-bottom: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.background};
  &[data-expanded] {
    border-color: ${({ theme }) => theme.color.border};
  }
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;
const SectionHeading = styled.h2`
  box-sizing: border-box;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;
// The browser's own button and panel (a disclosure needs nothing more): no React Aria in the form's first load.
const Trigger = styled.button`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: start;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surface};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > svg:last-child {
    transition: transform 150ms;
  }
  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
  ${focusRing}
  ${({ theme }) => theme.media.reducedMotion} {
    & > svg:last-child {
      transition: none;
    }
  }
  @media (forced-colors: active) {
    &:disabled {
      color: GrayText;
    }
  }
`;
const Title = styled.span`
  box-sizing: border-box;
  flex: 1;
`;
const Badge = styled.span`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.success};
  font-size: ${({ theme }) => theme.font.size.sm};
  @media (forced-colors: active) {
    color: CanvasText;
  }
`;
const Hidden = styled.span`
  box-sizing: border-box;
  ${visuallyHidden}
`;
// The padding sits on an inner box, so a closed (hidden) panel leaves nothing on screen.
const PanelBody = styled.div`
  box-sizing: border-box;
  padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[4]}`};
`;
/** The Next button's row: clear of the last field above and the border below. */
const Footer = styled.div`
  box-sizing: border-box;
  margin-top: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

/**
 * One collapsible section of the sectioned quote form. The heading button shows open/closed
 * (aria-expanded and a chevron) and whether the section is complete; a locked section (canOpen
 * false) cannot be opened. Fields stay mounted while collapsed, so their values are kept.
 */
export function FormSection({
  title,
  isOpen,
  onOpenChange,
  canOpen = true,
  isValid = false,
  onNext,
  nextLabel = 'Next',
  lockedHint = 'Complete the previous sections first.',
  headingLevel = 2,
  id,
  children,
  className,
}: FormSectionProps): ReactElement {
  useBuildCoverTheme('FormSection');
  const isLocked = !canOpen && !isOpen;
  const ids = useId();
  const triggerId = `${ids}-trigger`;
  const panelId = `${ids}-panel`;
  return (
    <Section className={className} data-expanded={isOpen || undefined}>
      <SectionHeading as={`h${headingLevel}`} id={id}>
        <Trigger
          type="button"
          id={triggerId}
          aria-expanded={isOpen}
          aria-controls={panelId}
          disabled={isLocked}
          onClick={() => {
            if (!isOpen && !canOpen) return;
            onOpenChange(!isOpen);
          }}
        >
          <Title>{title}</Title>
          {isValid ? (
            <Badge>
              <Icon name="check" />
              Complete
            </Badge>
          ) : null}
          {isLocked ? <Hidden>{lockedHint}</Hidden> : null}
          <Icon name="chevronDown" />
        </Trigger>
      </SectionHeading>
      <div id={panelId} role="group" aria-labelledby={triggerId} hidden={!isOpen}>
        <PanelBody>
          {children}
          {onNext ? (
            <Footer>
              <Button onPress={onNext}>{nextLabel}</Button>
            </Footer>
          ) : null}
        </PanelBody>
      </div>
    </Section>
  );
}
