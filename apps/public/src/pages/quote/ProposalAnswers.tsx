import type { QuoteCustomerDetail } from '@buildcover/api-client';
import { proposalAnswers, quoteToEditorValues } from '@buildcover/domain';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { FactList } from '../../layout/FactList';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  > h2 { font-size: ${({ theme }) => theme.font.size.lg}; margin: 0 0 ${({ theme }) => theme.space[2]}; }
`;
/** The proposal as the customer answered it, section by section, with the form's own questions. */
export function ProposalAnswers({ quote }: { quote: QuoteCustomerDetail }): ReactElement {
  const sections = proposalAnswers(quoteToEditorValues(quote));
  return (
    <>
      {sections.map((section) => (
        <Section key={section.section} aria-labelledby={`answers-${section.section}`}>
          <h2 id={`answers-${section.section}`}>{section.title}</h2>
          <FactList facts={section.answers.map((answer) => [answer.label, answer.answer] as const)} wideTerms />
        </Section>
      ))}
    </>
  );
}
