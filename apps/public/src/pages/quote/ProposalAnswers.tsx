import type { QuoteCustomerDetail } from '@buildcover/api-client';
import { proposalAnswers, quoteToEditorValues, type ProposalAnswer, type ProposalSectionId } from '@buildcover/domain';
import { Button } from '@buildcover/ui';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { FactList } from '../../layout/FactList';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  > h2, > h4 { font-size: ${({ theme }) => theme.font.size.lg}; margin: 0 0 ${({ theme }) => theme.space[2]}; }
`;
const Answer = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

type AnswerSections = ReturnType<typeof proposalAnswers>;

/**
 * Answers section by section with the form's own questions; with `onChange`, each answer has a
 * Change link back to its question (the step-by-step form's review).
 */
export function ProposalAnswerList({
  sections,
  headingLevel = 2,
  onChange,
}: {
  sections: AnswerSections;
  headingLevel?: 2 | 4;
  onChange?: (answer: ProposalAnswer, section: ProposalSectionId) => void;
}): ReactElement {
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  return (
    <>
      {sections.map((section) => (
        <Section key={section.section} aria-labelledby={`answers-${section.section}`}>
          <Heading id={`answers-${section.section}`}>{section.title}</Heading>
          <FactList
            facts={section.answers.map(
              (answer) =>
                [
                  answer.label,
                  onChange ? (
                    <Answer>
                      {answer.answer}
                      <Button
                        variant="tertiary"
                        size="sm"
                        aria-label={`Change ${answer.label}`}
                        onPress={() => onChange(answer, section.section)}
                      >
                        Change
                      </Button>
                    </Answer>
                  ) : (
                    answer.answer
                  ),
                ] as const,
            )}
            wideTerms
          />
        </Section>
      ))}
    </>
  );
}

/** The proposal as the customer answered it, section by section, with the form's own questions. */
export function ProposalAnswers({ quote }: { quote: QuoteCustomerDetail }): ReactElement {
  return <ProposalAnswerList sections={proposalAnswers(quoteToEditorValues(quote))} />;
}
