import { emptyProposal } from '@buildcover/domain';
import { api, savedAnswers } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken, newSecretToken } from '../secretTokens';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { sendResumeLink } from '../mail/send';

export const DRAFT_CLOSED_MESSAGE = 'Your quote session has expired, so files uploaded before are no longer kept.';
export const UNKNOWN_LINK_MESSAGE =
  'We could not find a saved proposal for this link. Please check that you opened the whole link from your e-mail. Saved proposals are deleted once they expire.';
export const EXPIRED_LINK_MESSAGE =
  'This link has expired, and the answers and files saved with it have been deleted. Please start a new quote.';
const MAIL_FAILED_MESSAGE =
  'We could not send the e-mail just now. Your answers are still kept on this device: please try again in a moment.';

/**
 * 'Save and finish later' (issue 11): the answers kept with the draft and a link e-mailed to open
 * them on any device until the draft expires. Both calls are open to anyone, so both are rate limited
 * per address; the save the more strictly, as it sends mail.
 */
const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.proposalDrafts.saveForLater),
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { uid, email, answers, place } = request.body;
      const token = newSecretToken();
      const keepUntil = new Date(Date.now() + app.config.draftSavedLifetimeDays * 86_400_000);
      const saved = await app.repos.draftSaves.save({ uid, answers, place, tokenHash: hashToken(token), keepUntil });
      if (!saved) throw notFound(DRAFT_CLOSED_MESSAGE);
      const mail = await sendResumeLink(app, email, token, saved.expires_at);
      if (mail.status === 'failed') throw new HttpError(502, MAIL_FAILED_MESSAGE);
      return {
        success: true as const,
        message: 'We have e-mailed you a link to finish your proposal.',
        data: { email, expires_at: saved.expires_at.toISOString() },
      };
    },
  });

  app.route({
    ...route(api.proposalDrafts.resume),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      const draft = await app.repos.draftSaves.findByTokenHash(hashToken(request.body.token));
      if (draft?.submitted_ref) {
        throw new HttpError(
          409,
          `This proposal has already been submitted (quote ${draft.submitted_ref}). You do not need to send it again.`,
        );
      }
      if (!draft?.answers) throw notFound(UNKNOWN_LINK_MESSAGE);
      if (draft.expires_at.getTime() <= Date.now()) throw new HttpError(410, EXPIRED_LINK_MESSAGE);
      // Answers saved before a question was added to the form read it as unanswered.
      const answers = savedAnswers.safeParse({ ...emptyProposal(), ...draft.answers });
      if (!answers.success) throw new HttpError(410, EXPIRED_LINK_MESSAGE);
      return {
        success: true as const,
        data: {
          uid: draft.uid,
          answers: answers.data,
          files: draft.files,
          place: draft.place,
          expires_at: draft.expires_at.toISOString(),
        },
      };
    },
  });
};

export default draftRoutes;
