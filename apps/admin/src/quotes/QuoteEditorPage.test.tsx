import { fail, respond, storedQuoteDetail, useMockApi } from '@buildcover/api-client/testing';
import { api } from '@buildcover/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from './editorApp.test-support';
import { UNSAVED_TITLE } from './EditSession';
import { FORBIDDEN_MESSAGE } from './saveFeedback';

const server = useMockApi((mock) => {
  mock.quoteDetails = [storedQuoteDetail()];
});

const quote = () => server.quoteDetails[0]!;
const heading = () => screen.findByRole('heading', { level: 2, name: /Quote BC-000041/ }, { timeout: 15_000 });
const editMode = () => screen.getByRole('button', { name: 'Edit mode' });
const street = () => screen.getByRole('textbox', { name: /Street/ });
// A tab other than Basic Details draws once its code has loaded, after the quote's heading.
const streetShown = () => screen.findByRole('textbox', { name: /Street/ }, { timeout: 15_000 });

/** Once the quote is shown: Edit mode, and a new street typed over the stored one. */
async function retypeStreet(user: UserEvent): Promise<void> {
  await heading();
  await streetShown();
  await user.click(editMode());
  await user.clear(street());
  await user.type(street(), '3 Harbour Road');
}

describe('the quote editor page, signed in against the mock API', { timeout: 60_000 }, () => {
  it("starts read-only; Edit mode says 'Welcome! You are in the edit mode.' and enables the fields; pressed again it leaves", async () => {
    const { user } = renderAdminAt(server, '/admin/quotes/41/property-location');
    await heading();
    expect(await streetShown()).toBeDisabled();
    expect(screen.queryByText('Welcome! You are in the edit mode.')).not.toBeInTheDocument();

    await user.click(editMode());
    expect(screen.getByText('Welcome! You are in the edit mode.')).toBeInTheDocument();
    expect(editMode()).toHaveAttribute('aria-pressed', 'true');
    expect(street()).toBeEnabled();

    await user.click(editMode());
    expect(screen.queryByText('Welcome! You are in the edit mode.')).not.toBeInTheDocument();
    expect(street()).toBeDisabled();
  });

  it('a normal user reads the quote without Edit mode', async () => {
    server.staffUser.user_type = 'normal';
    renderAdminAt(server, '/admin/quotes/41');
    await heading();
    expect(screen.getByText('You can read this quote. Changes are made by admins.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit mode' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Status$/ })).toBeDisabled();
  });

  it('choosing Referred to Insurer opens the referred-reason modal; its Save sends status and reason', async () => {
    const { user } = renderAdminAt(server, '/admin/quotes/41');
    await heading();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    await user.click(editMode());
    await user.click(screen.getByRole('button', { name: /Status$/ }));
    await user.click(await screen.findByRole('option', { name: 'Referred to Insurer' }));

    const modal = await screen.findByRole('dialog', { name: /referred/i });
    await user.type(within(modal).getByRole('textbox'), 'Heritage listing needs the insurer');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Quote updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /referred/i })).not.toBeInTheDocument();
    expect(quote().status).toBe('referred');
    expect(quote().meta.referred_reason).toBe('Heritage listing needs the insurer');
    expect(screen.getByText('Heritage listing needs the insurer')).toBeInTheDocument();
  });

  it('cancelling the referred-reason modal saves nothing and keeps the status', async () => {
    const { user } = renderAdminAt(server, '/admin/quotes/41');
    await heading();
    await user.click(editMode());
    await user.click(screen.getByRole('button', { name: /Status$/ }));
    await user.click(await screen.findByRole('option', { name: 'Referred to Insurer' }));
    const modal = await screen.findByRole('dialog', { name: /referred/i });
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: /referred/i })).not.toBeInTheDocument();
    expect(quote().status).toBe('quoted');
    expect(server.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it("a section saves on its own with 'Details updated successfully!'", async () => {
    const { user } = renderAdminAt(server, '/admin/quotes/41/property-location');
    await retypeStreet(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Details updated successfully!')).toBeInTheDocument();
    expect(quote().address?.street).toBe('3 Harbour Road');
    expect(street()).toHaveValue('3 Harbour Road');
  });

  it("a save the checks block shows its field errors alone: the previous save's 'Details updated successfully!' is gone", async () => {
    const { user } = renderAdminAt(server, '/admin/quotes/41/property-location');
    await retypeStreet(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Details updated successfully!')).toBeInTheDocument();
    await user.clear(street());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Street Number/Name is required.')).toBeInTheDocument();
    expect(screen.queryByText('Details updated successfully!')).not.toBeInTheDocument();
    expect(quote().address?.street).toBe('3 Harbour Road');
  });

  it("a section the server fails to save says 'Failed to update details' and keeps what was typed", async () => {
    server.use(respond(api.quoteSections.address, () => fail(500, 'Internal Server Error'), server.url));
    const { user } = renderAdminAt(server, '/admin/quotes/41/property-location');
    await retypeStreet(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update details')).toBeInTheDocument();
    expect(street()).toHaveValue('3 Harbour Road');
    expect(quote().address?.street).not.toBe('3 Harbour Road');
  });

  it('a 403 on a save says so in words, keeps the session and the typed work', async () => {
    const { user, at, isSignedIn } = renderAdminAt(server, '/admin/quotes/41/property-location');
    await retypeStreet(user);
    // Meanwhile a super admin makes this user a normal user: the server refuses the save.
    server.staffUser.user_type = 'normal';
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeInTheDocument();
    expect(street()).toHaveValue('3 Harbour Road');
    expect(at()).toBe('/admin/quotes/41/property-location');
    expect(isSignedIn()).toBe(true);
    expect(server.refreshCount).toBe(0);
  });

  it('asks before leaving edit mode with unsaved changes: Keep editing keeps them, Discard changes drops them', async () => {
    const { user } = renderAdminAt(server, '/admin/quotes/41/property-location');
    await heading();
    await user.click(editMode());
    await user.type(street(), ' Rear');
    await user.click(editMode());

    expect(await screen.findByRole('alertdialog', { name: UNSAVED_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(street()).toHaveValue(`${storedQuoteDetail().address?.street} Rear`);
    expect(street()).toBeEnabled();

    await user.click(editMode());
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByText('Welcome! You are in the edit mode.')).not.toBeInTheDocument();
    await waitFor(() => expect(street()).toHaveValue(storedQuoteDetail().address?.street));
  });

  it('asks before leaving the page or the tab with unsaved changes, and leaves once they are dropped', async () => {
    const { user, at } = renderAdminAt(server, '/admin/quotes/41/property-location');
    await heading();
    await user.click(editMode());
    await user.type(street(), ' Rear');

    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByRole('alertdialog', { name: UNSAVED_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(at()).toBe('/admin/quotes/41/property-location');

    await user.click(screen.getByRole('button', { name: '← Back' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(at()).toBe('/admin/quotes'));
  });
});
