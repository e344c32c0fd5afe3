'use client';

import { forwardRef, type ReactElement } from 'react';
import { yesNoOptions, type YesNo } from '@buildcover/domain';
import { RadioGroup } from '../../forms/RadioGroup';
import type { FocusableHandle } from '../../forms/DateField';
import type { FieldBaseProps } from '../../forms/Field';

/** A given answer; the form holds '' (or null) until the customer answers (domain's `YesNo`). */
export type YesNoAnswer = Exclude<YesNo, ''>;

export interface YesNoQuestionProps extends FieldBaseProps {
  /** The answer: 'yes', 'no', or '' (or null) until the question is answered (the domain's `YesNo`). */
  value: YesNo | null;
  /** Called with 'yes' or 'no' when the user chooses. */
  onChange: (value: YesNoAnswer) => void;
  /** Option texts, for a question that reads better with other words ("Yes, it has"). */
  yesLabel?: string;
  /** Text of the No option; 'No' by default. */
  noLabel?: string;
}

const isAnswer = (value: string): value is YesNoAnswer => value === 'yes' || value === 'no';

const [yesOption, noOption] = yesNoOptions;

/**
 * A required-style Yes/No question: the question is the group's label (legend semantics), radios
 * are stacked, arrow keys move between them. Put any follow-up in a ConditionalSection after it.
 *
 * The ref is a `{ focus() }` handle that focuses the chosen option, or Yes (react-hook-form `setFocus`, focus on error).
 */
export const YesNoQuestion = /* @__PURE__ */ forwardRef<FocusableHandle, YesNoQuestionProps>(function YesNoQuestion(
  { value, onChange, yesLabel = yesOption.label, noLabel = noOption.label, ...props },
  ref,
): ReactElement {
  return (
    <RadioGroup
      {...props}
      ref={ref}
      options={[
        { value: 'yes', label: yesLabel },
        { value: 'no', label: noLabel },
      ]}
      value={value}
      onChange={(next) => {
        if (isAnswer(next)) onChange(next);
      }}
    />
  );
});
