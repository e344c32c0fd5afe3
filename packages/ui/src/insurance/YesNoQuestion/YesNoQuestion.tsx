'use client';

import type { ReactElement, Ref } from 'react';
import { yesNoOptions, type YesNo } from '@buildcover/domain';
import { RadioGroup } from '../../forms/RadioGroup';
import type { FocusableHandle } from '../../forms/DateField';
import type { FieldBaseProps } from '../../forms/Field';

/** A given answer; the form holds '' (or null) until the customer answers (domain's `YesNo`). */
export type YesNoAnswer = Exclude<YesNo, ''>;

export interface YesNoQuestionProps extends FieldBaseProps {
  value: YesNo | null;
  onChange: (value: YesNoAnswer) => void;
  /** Option texts, for a question that reads better with other words ("Yes, it has"). */
  yesLabel?: string;
  noLabel?: string;
  ref?: Ref<FocusableHandle>;
}

const isAnswer = (value: string): value is YesNoAnswer => value === 'yes' || value === 'no';

/**
 * A required-style Yes/No question: the question is the group's label (legend semantics), radios
 * are stacked, arrow keys move between them. Put any follow-up in a ConditionalSection after it.
 */
const [yesOption, noOption] = yesNoOptions;

export function YesNoQuestion({ value, onChange, yesLabel = yesOption.label, noLabel = noOption.label, ...props }: YesNoQuestionProps): ReactElement {
  return (
    <RadioGroup
      {...props}
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
}
