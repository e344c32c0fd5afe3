/* How the tests find and answer the works form's fields (worksForm.fixture.tsx). */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { worksLabels, type WorksValues } from './worksForm.fixture';

/** The element of each field a user reaches first. */
export const worksControls = {
  suburb: () => screen.getByRole('textbox', { name: worksLabels.suburb }),
  state: () => screen.getByRole('button', { name: new RegExp(worksLabels.state) }),
  startDate: () => within(screen.getByRole('group', { name: worksLabels.startDate })).getAllByRole('spinbutton')[0]!,
  value: () => screen.getByRole('textbox', { name: `${worksLabels.value} (in dollars)` }),
  limit: () => screen.getByRole('radio', { name: '$5 Million' }),
  excavation: () => screen.getByRole('radio', { name: 'Yes' }),
  declaration: () => screen.getByRole('checkbox', { name: worksLabels.declaration }),
} satisfies Record<keyof WorksValues, () => HTMLElement>;

/** What the form holds once `answerWorks` has run. */
export const worksAnswers: WorksValues = {
  suburb: 'Geelong',
  state: 'VIC',
  startDate: '2030-07-01',
  value: '450000.00',
  limit: '5000000',
  excavation: 'no',
  declaration: true,
};

/** Answers every field as a user would; the form then holds `worksAnswers`. */
export async function answerWorks(user: UserEvent): Promise<void> {
  await user.type(worksControls.suburb(), 'Geelong');
  await user.type(worksControls.value(), '$450,000');
  await user.click(worksControls.limit());
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(worksControls.declaration());
  await user.click(worksControls.startDate());
  await user.keyboard('01072030');
  await user.click(worksControls.state());
  await user.click(await screen.findByRole('option', { name: 'Victoria' }));
}
