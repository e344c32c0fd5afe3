import type { ReactElement, Ref } from 'react';
import { RadioGroup } from '../../forms/RadioGroup';
import type { FocusableHandle } from '../../forms/DateField';
import type { FieldBaseProps } from '../../forms/Field';

/** A yes/no answer as the proposal form stores it; null until the customer answers. */
export type YesNo = 'yes' | 'no';

export interface YesNoQuestionProps extends FieldBaseProps {
  value: YesNo | null;
  onChange: (value: YesNo) => void;
  /** Option texts, for a question that reads better with other words ("Yes, it has"). */
  yesLabel?: string;
  noLabel?: string;
  ref?: Ref<FocusableHandle>;
}

const isYesNo = (value: string): value is YesNo => value === 'yes' || value === 'no';

/**
 * A required-style Yes/No question: the question is the group's label (legend semantics), radios
 * are stacked, arrow keys move between them. Put any follow-up in a ConditionalSection after it.
 */
export function YesNoQuestion({ value, onChange, yesLabel = 'Yes', noLabel = 'No', ...props }: YesNoQuestionProps): ReactElement {
  return (
    <RadioGroup
      {...props}
      options={[
        { value: 'yes', label: yesLabel },
        { value: 'no', label: noLabel },
      ]}
      value={value}
      onChange={(next) => {
        if (isYesNo(next)) onChange(next);
      }}
    />
  );
}
