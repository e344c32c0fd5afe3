// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { draftResumeLinks, outboxEmails, quoteDrafts } from '../db/schema';
import { useSmtpServer } from '../mail/test/smtp';
import { newUid, proposal } from '../routes/quotes/quoteFixtures.test-support';
import { toQuoteRequest } from '@buildcover/domain';
import { expireDraft, uploadedKey } from './draftFixtures.test-support';
import { EXPIRED_LINK_MESSAGE, UNKNOWN_LINK_MESSAGE } from './routes';
import { sweepExpiredDrafts } from './sweep';

const DAY_MS = 86_400_000;

describe("'Save and finish later': the resume link", () => {
  const env: Record<string, string> = {
    PUBLIC_BASE_URL: 'https://www.buildcover.test',
    DRAFT_SWEEP_INTERVAL_MINUTES: '0',
    DRAFT_SAVED_LIFETIME_DAYS: '30',
  };
  const mailServer = useSmtpServer(env);
  const ctx = useTestApp('pglite', () => env);

  const save = (body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/drafts/save', payload: body });
  const resume = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/drafts/resume', payload: { token } });

  /** Saves these answers under `uid` to `email` and returns the token of the link in the e-mail that arrived. */
  async function savedLink(
    uid: string,
    email: string,
    answers = proposal(),
    place?: Record<string, unknown>,
  ): Promise<string> {
    const response = await save({ uid, email, answers, place });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await mailServer.server.waitFor((m) => m.to.includes(email));
    const link = /https:\/\/www\.buildcover\.test\/quotes\/resume\/([\w-]+)/.exec(mail.text);
    if (!link) throw new Error(`no resume link in: ${mail.text}`);
    return link[1]!;
  }

  it('e-mails a link that opens the answers and the uploads still there, on any device, for 30 days from the save', async () => {
    const uid = await newUid(ctx.app);
    const kept = await uploadedKey(ctx.app, uid);
    const removed = await uploadedKey(ctx.app, uid);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: '/api/v1/quotes/files/remove',
          payload: { uid, file_key: removed },
        })
      ).statusCode,
    ).toBe(200);
    const answers = proposal({ workInvolving: 'yes', workInvolvingFile: kept });

    const before = Date.now();
    const response = await save({ uid, email: 'saoirse@example.test', answers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'We have e-mailed you a link to finish your proposal.',
      data: { email: 'saoirse@example.test' },
    });
    const expiresAt = new Date(body.data.expires_at as string).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);

    const mail = await mailServer.server.waitFor((m) => m.to.includes('saoirse@example.test'));
    expect(mail.subject).toBe('Your saved BuildCover quote proposal');
    expect(mail.text).toContain('works until');
    const token = /https:\/\/www\.buildcover\.test\/quotes\/resume\/([\w-]+)/.exec(mail.text)![1]!;
    expect(mail.html).toContain(`href="https://www.buildcover.test/quotes/resume/${token}"`);
    // The secret is not the uid, and only its hash is stored.
    expect(token).not.toContain(uid);
    expect(token).toHaveLength(43);
    const [link] = await ctx.app.db.select().from(draftResumeLinks).where(eq(draftResumeLinks.draft_uid, uid));
    expect(link!.token_hash).not.toBe(token);
    // The mail is in the outbox too, as every mail the server sends.
    const [outboxRow] = await ctx.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'saoirse@example.test'));
    expect(outboxRow).toMatchObject({ status: 'sent', subject: 'Your saved BuildCover quote proposal' });

    const opened = await resume(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toEqual({
      uid,
      answers,
      files: [{ key: kept, name: 'plans.pdf' }],
      place: null,
      expires_at: body.data.expires_at,
    });
    // The draft stays open as long: its uploads and submission still work.
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/quotes/get',
      payload: toQuoteRequest(answers, uid),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
  });

  it("keeps the form's answers only: nothing else sent along (a card number) is stored", async () => {
    const uid = await newUid(ctx.app);
    const response = await save({
      uid,
      email: 'card@example.test',
      answers: { ...proposal(), card_number: '4242424242424242', cvc: '123' },
    });
    expect(response.statusCode).toBe(200);
    const [draft] = await ctx.app.db.select().from(quoteDrafts).where(eq(quoteDrafts.uid, uid));
    expect(JSON.stringify(draft!.saved_answers)).not.toContain('4242');
    expect(Object.keys(draft!.saved_answers!).sort()).toEqual(Object.keys(proposal()).sort());
  });

  it('reopens the reading of the form the customer saved from, at their step', async () => {
    const uid = await newUid(ctx.app);
    const token = await savedLink(uid, 'steps@example.test', proposal(), { form: 'steps', step: 1 });
    expect((await resume(token)).json().data.place).toEqual({ form: 'steps', step: 1 });
    const beyond = await save({
      uid,
      email: 'steps@example.test',
      answers: proposal(),
      place: { form: 'steps', step: 3 },
    });
    expect(beyond.statusCode).toBe(400);
  });

  it('opens the newest answers from every link of the draft', async () => {
    const uid = await newUid(ctx.app);
    const first = await savedLink(uid, 'twice@example.test', proposal({ constructionValue: '300000' }));
    expect(
      (await save({ uid, email: 'twice@example.test', answers: proposal({ constructionValue: '450000' }) })).statusCode,
    ).toBe(200);
    expect((await resume(first)).json().data.answers.constructionValue).toBe('450000');
  });

  it('answers an unknown or incomplete link, an expired one, a swept one and a submitted one in words', async () => {
    const incomplete = await resume('not-a-token');
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors).toEqual([
      { path: 'token', message: 'This link is not complete. Please open it from your e-mail again.' },
    ]);
    const unknown = await resume('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(UNKNOWN_LINK_MESSAGE);

    const uid = await newUid(ctx.app);
    const token = await savedLink(uid, 'expired@example.test');
    await expireDraft(ctx.app, uid);
    const expired = await resume(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(EXPIRED_LINK_MESSAGE);
    // The sweep removes the draft, its link and its answers: the link is then unknown.
    await sweepExpiredDrafts(ctx.app.db, ctx.app.storage, ctx.app.log);
    expect(await ctx.app.db.select().from(draftResumeLinks).where(eq(draftResumeLinks.draft_uid, uid))).toEqual([]);
    expect((await resume(token)).statusCode).toBe(404);

    const submittedUid = await newUid(ctx.app);
    const submittedToken = await savedLink(submittedUid, 'submitted@example.test');
    const submission = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/quotes/get',
      payload: toQuoteRequest(proposal(), submittedUid),
    });
    const ref = submission.json().data.ref as string;
    const submitted = await resume(submittedToken);
    expect(submitted.statusCode).toBe(409);
    // The answers are the quote's now: the draft no longer keeps a copy.
    const [draft] = await ctx.app.db.select().from(quoteDrafts).where(eq(quoteDrafts.uid, submittedUid));
    expect(draft!.saved_answers).toBeNull();
    expect(submitted.json().message).toBe(
      `This proposal has already been submitted (quote ${ref}). You do not need to send it again.`,
    );
  });

  it('refuses an address that is not one, and a session that is gone', async () => {
    const uid = await newUid(ctx.app);
    const badEmail = await save({ uid, email: 'not an address', answers: proposal() });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toEqual([{ path: 'email', message: 'Email address must be valid.' }]);
    const gone = await save({ uid: 'no-such-session', email: 'gone@example.test', answers: proposal() });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Your quote session has expired, so files uploaded before are no longer kept.');
  });

  // Last: it uses up this address's saves for the minute.
  it('lets one address save 10 times a minute (each sends a mail), then answers 429', async () => {
    const uid = await newUid(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await save({ uid, email: 'limit@example.test', answers: proposal() })).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.at(-1)).toBe(429);
  });
});
