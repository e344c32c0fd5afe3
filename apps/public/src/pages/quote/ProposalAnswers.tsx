import type { QuoteCustomerDetail } from '@buildcover/api-client';
import { proposalAnswers, quoteToEditorValues } from '@buildcover/domain';
import type { ReactElement } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  > h3 { font-size: ${({ theme }) => theme.font.size.lg}; margin: 0 0 ${({ theme }) => theme.space[2]}; }
`;
const Answers = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.font.weight.medium}; overflow-wrap: anywhere; }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
    gap: 0;
    dd { margin-bottom: ${({ theme }) => theme.space[3]}; }
  }
`;

/** The proposal as the customer answered it, section by section, with the form's own questions. */
export function ProposalAnswers({ quote }: { quote: QuoteCustomerDetail }): ReactElement {
  const sections = proposalAnswers(quoteToEditorValues(quote));
  return (
    <>
      {sections.map((section) => (
        <Section key={section.section} aria-labelledby={`answers-${section.section}`}>
          <h3 id={`answers-${section.section}`}>{section.title}</h3>
          <Answers>
            {section.answers.map((answer) => (
              <div key={answer.path} style={{ display: 'contents' }}>
                <dt>{answer.label}</dt>
                <dd>{answer.answer}</dd>
              </div>
            ))}
          </Answers>
        </Section>
      ))}
    </>
  );
}
