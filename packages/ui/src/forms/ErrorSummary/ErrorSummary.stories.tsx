import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { YesNo } from '@buildcover/domain';
import { TextField } from '../TextField';
import { DateField } from '../DateField';
import { YesNoQuestion } from '../../insurance/YesNoQuestion';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'suburb', message: 'Suburb is required.' },
      { fieldId: 'excavationDeeper', message: 'Please select an option for excavation deeper than 5 metres.' },
      { fieldId: 'builderProjectStartDate', message: 'Proposed start date is required.' },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A form after a failed submit: the summary on top, the same words under each field. */
function FailedForm({ errors }: { errors: { fieldId: string; message: string }[] }) {
  const [suburb, setSuburb] = useState('');
  const [excavation, setExcavation] = useState<YesNo>('');
  const [start, setStart] = useState('');
  const message = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  return (
    <form noValidate>
      <ErrorSummary errors={errors} />
      <TextField
        id="suburb"
        label="Suburb"
        value={suburb}
        onChange={setSuburb}
        errorMessage={message('suburb')}
        isRequired
      />
      {/* Space between fields so the scroll to a label is visible in the story. */}
      <div style={{ height: '60vh' }} />
      <YesNoQuestion
        id="excavationDeeper"
        label="Does the work involve excavation deeper than 5 metres?"
        value={excavation}
        onChange={setExcavation}
        errorMessage={message('excavationDeeper')}
        isRequired
      />
      <DateField
        id="builderProjectStartDate"
        label="Proposed start date"
        value={start}
        onChange={setStart}
        errorMessage={message('builderProjectStartDate')}
        isRequired
      />
    </form>
  );
}

export const AfterFailedSubmit: Story = {
  render: (args) => <FailedForm errors={[...args.errors]} />,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    const summary = alert.parentElement!;
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveAttribute('tabindex', '-1');
    // The heading counts the errors it lists.
    await expect(
      canvas.getByRole('heading', { name: 'Please correct the following 3 errors and try again.' }),
    ).toBeInTheDocument();

    const link = canvas.getByRole('link', { name: 'Please select an option for excavation deeper than 5 metres.' });
    await expect(link).toHaveAttribute('href', '#excavationDeeper');
    await userEvent.click(link);
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    // The question (legend-like label) is scrolled into view above the radios.
    const question = canvas.getByText('Does the work involve excavation deeper than 5 metres?');
    await waitFor(() => expect(question.getBoundingClientRect().top).toBeLessThan(window.innerHeight));

    await userEvent.click(canvas.getByRole('link', { name: 'Proposed start date is required.' }));
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus();

    await userEvent.click(canvas.getByRole('link', { name: 'Suburb is required.' }));
    await expect(canvas.getByRole('textbox', { name: 'Suburb' })).toHaveFocus();
  },
};

export const SingleError: Story = {
  args: { errors: [{ fieldId: 'suburb', message: 'Suburb is required.' }] },
  render: (args) => <FailedForm errors={[...args.errors]} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Please correct the following error and try again.' }),
    ).toBeInTheDocument();
  },
};

export const CustomTitle: Story = {
  args: { title: 'There is a problem', errors: [{ fieldId: 'suburb', message: 'Suburb is required.' }] },
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <TextField id="suburb" label="Suburb" value="" onChange={() => {}} errorMessage="Suburb is required." />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
  },
};

export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
