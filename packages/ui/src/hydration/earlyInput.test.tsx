import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../primitives/Button';
import { FormTextField, FormYesNo } from '../react-hook-form';
import { BuildCoverProvider } from '../theme';
import { EarlyInputTakeover } from './EarlyInputTakeover';
import { earlyInputScript, type EarlyInputWindow } from './earlyInput';

interface Answers {
  name: string;
  agree: boolean;
  state: string;
  suburb: string;
  heritage: '' | 'yes' | 'no';
}

/** A form as a prerendered page has it: react-hook-form fields with defaults, and a Next button. */
function Proposal({ onNext }: { onNext: (answers: Answers) => void }) {
  const form = useForm<Answers>({ defaultValues: { name: '', agree: false, state: 'NSW', suburb: '', heritage: '' } });
  return (
    <BuildCoverProvider>
      <form aria-label="Proposal">
        {/* A design-system field: controlled, as every proposal field is. */}
        <FormTextField control={form.control} name="suburb" label="Suburb" />
        <FormYesNo control={form.control} name="heritage" label="Is the building heritage listed?" />
        <label>
          Name <input {...form.register('name')} />
        </label>
        <label>
          <input type="checkbox" {...form.register('agree')} /> I agree
        </label>
        <label>
          State
          <select {...form.register('state')}>
            <option value="NSW">NSW</option>
            <option value="VIC">VIC</option>
          </select>
        </label>
        <Button onPress={() => onNext(form.getValues())}>Next</Button>
      </form>
    </BuildCoverProvider>
  );
}

/** The page: the form, and the take-over beside it as an app renders it. */
const page = (onNext: (answers: Answers) => void) => (
  <>
    <Proposal onNext={onNext} />
    <EarlyInputTakeover />
  </>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  delete (window as EarlyInputWindow).buildcoverEarlyInput;
});

/** The page as the browser first paints it: the prerendered HTML, with its inline script run. */
function prerendered(content: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(content);
  document.body.append(container);
  // The script as the page carries it (its own source text): proves it needs nothing from this module.
  window.eval(earlyInputScript());
  return container;
}

describe('input before the app has taken the page over', () => {
  it('keeps what the visitor typed, ticked and chose, and makes their last press once the app can act', async () => {
    const onNext = vi.fn();
    const container = prerendered(page(onNext));
    const user = userEvent.setup();
    await user.type(container.querySelector('input[name="name"]')!, 'Early Bird');
    await user.type(container.querySelector('input[name="suburb"]')!, 'Parramatta');
    await user.click(container.querySelector('input[name="heritage"][value="no"]')!);
    await user.click(container.querySelector('input[name="agree"]')!);
    await user.selectOptions(container.querySelector('select')!, 'VIC');
    await user.click(container.querySelector('button')!);
    expect(onNext).not.toHaveBeenCalled();

    act(() => {
      root = hydrateRoot(container, page(onNext));
    });

    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(onNext).toHaveBeenCalledWith({
      name: 'Early Bird',
      agree: true,
      state: 'VIC',
      suburb: 'Parramatta',
      heritage: 'no',
    });
    expect(container.querySelector('input[name="name"]')).toHaveValue('Early Bird');
    expect(container.querySelector('input[name="agree"]')).toBeChecked();
    expect(container.querySelector('input[name="suburb"]')).toHaveValue('Parramatta');
  });

  it('still keeps a press that comes after hydration but before the typed values are handed back', async () => {
    const onNext = vi.fn();
    const container = prerendered(page(onNext));
    const user = userEvent.setup();
    await user.type(container.querySelector('input[name="name"]')!, 'Quick Finger');
    await user.type(container.querySelector('input[name="suburb"]')!, 'Manly');
    act(() => {
      root = hydrateRoot(container, page(onNext));
    });
    // Hydrated, its effects run, the hand-over's task not yet: a press now must not send the form's
    // defaults (React reset the typed fields when it attached them).
    container.querySelector('button')!.click();
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(onNext).toHaveBeenCalledWith({
      name: 'Quick Finger',
      agree: false,
      state: 'NSW',
      suburb: 'Manly',
      heritage: '',
    });
  });

  it('hands over nothing when nothing was done, and then leaves the page to the app', async () => {
    const onNext = vi.fn();
    const container = prerendered(page(onNext));
    act(() => {
      root = hydrateRoot(container, page(onNext));
    });
    expect(onNext).not.toHaveBeenCalled();
    expect((window as EarlyInputWindow).buildcoverEarlyInput).toBeUndefined();

    await userEvent.setup().click(container.querySelector('button')!);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledWith({ name: '', agree: false, state: 'NSW', suburb: '', heritage: '' });
  });
});
