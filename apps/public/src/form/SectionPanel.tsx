import { focusRing, visuallyHidden } from '@buildcover/ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

/*
 * The collapsible frame of one form section. packages/ui's FormSection replaces this file when it
 * lands (same props: title, open, complete, locked, onToggle).
 */
export interface SectionPanelProps {
  number: number;
  title: string;
  isOpen: boolean;
  isComplete: boolean;
  /** Not reachable yet: the sections before it are not finished. */
  isLocked: boolean;
  onToggle: () => void;
  children: ReactNode;
}

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  margin-bottom: ${({ theme }) => theme.space[4]};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;
const Heading = styled.h2`
  /* && outranks the page's prose h2 margins */
  && {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
  text-align: start;
  cursor: pointer;
  &:disabled { cursor: not-allowed; color: ${({ theme }) => theme.color.textMuted}; }
  &:focus-visible { outline: ${({ theme }) => theme.focusRing.outline}; outline-offset: -3px; }
  ${focusRing}
`;
const Badge = styled.span<{ $complete: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $complete, theme }) => ($complete ? theme.color.success : theme.color.brand)};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const State = styled.span`
  margin-inline-start: auto;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.textMuted};
`;
const Hidden = styled.span`
  ${visuallyHidden}
`;
const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
`;

export function SectionPanel({ number, title, isOpen, isComplete, isLocked, onToggle, children }: SectionPanelProps): ReactElement {
  const bodyId = useId();
  const state = isComplete ? 'Completed' : isLocked ? 'Complete the sections above first' : isOpen ? '' : 'Not started';
  return (
    <Panel aria-labelledby={`${bodyId}-title`}>
      <Heading id={`${bodyId}-title`}>
        <Toggle type="button" aria-expanded={isOpen} aria-controls={bodyId} disabled={isLocked} onClick={onToggle}>
          <Badge $complete={isComplete} aria-hidden="true">
            {isComplete ? '✓' : number}
          </Badge>
          {title}
          {state ? (
            <State>
              <Hidden>, </Hidden>
              {state}
            </State>
          ) : null}
        </Toggle>
      </Heading>
      <Body id={bodyId} hidden={!isOpen}>
        {isOpen ? children : null}
      </Body>
    </Panel>
  );
}
