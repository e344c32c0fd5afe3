import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BuildCoverProvider } from '../../theme';
import { Field, type FieldProps } from './Field';

function renderField(props: Omit<FieldProps, 'children'>) {
  render(
    <BuildCoverProvider withGlobalStyle={false}>
      <Field {...props}>{(control) => <input {...control} />}</Field>
    </BuildCoverProvider>,
  );
  return screen.getByRole('textbox');
}

describe('Field', () => {
  it('labels the control and leaves out describedby and invalid when there is nothing to say', () => {
    const input = renderField({ label: 'Suburb' });
    expect(input).toHaveAccessibleName('Suburb');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-required');
  });

  it('joins hint and message, hint first, and marks the control invalid only with a message', () => {
    const input = renderField({
      id: 'postcode',
      label: 'Postcode',
      description: 'Four digits.',
      errorMessage: 'Postcode must be 4 digits.',
    });
    expect(input).toHaveAttribute('id', 'postcode');
    expect(input).toHaveAttribute('aria-describedby', 'postcode-hint postcode-message');
    expect(input).toHaveAccessibleDescription('Four digits. Error: Postcode must be 4 digits.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks required fields for assistive technology and shows a hidden-from-AT star', () => {
    const input = renderField({ label: 'Street', isRequired: true });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleName('Street');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('builds a valid, unique id when none is given', () => {
    render(
      <BuildCoverProvider withGlobalStyle={false}>
        <Field label="A">{(control) => <input {...control} />}</Field>
        <Field label="B">{(control) => <input {...control} />}</Field>
      </BuildCoverProvider>,
    );
    const [a, b] = screen.getAllByRole('textbox');
    expect(a!.id).toMatch(/^[A-Za-z][\w-]*$/);
    expect(a!.id).not.toBe(b!.id);
  });
});
