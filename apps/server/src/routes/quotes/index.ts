import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../auth/tokens';
import { verifyQuoteAccessToken } from '../../auth/quoteAccessToken';
import quoteDetailRoutes from './detail';
import policyDocumentRoutes from './documents';
import quoteHistoryRoutes from './history';
import quoteListRoutes from './list';
import quoteNoteRoutes from './notes';
import publicQuoteRoutes from './public';
import quoteSectionRoutes from './sections';

export {
  verifyQuoteAccessToken,
  signQuoteAccessToken,
  QUOTE_ACCESS_TOKEN_SECONDS,
  type QuoteAccess,
} from '../../auth/quoteAccessToken';

/** Every /api/v1/quotes call of the public quote flow and the back office (payments live elsewhere). */
const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  // A customer holding a quote access token may read that quote's (and its policy's) files.
  app.fileAccess.allow(async (request, file) => {
    const token = bearerToken(request.headers.authorization);
    const access = token ? await verifyQuoteAccessToken(app.config.jwtSecret, token) : null;
    if (!access) return false;
    if (file.quote_id === access.quoteId) return true;
    if (file.policy_id === null) return false;
    const policy = await app.repos.policies.findById(file.policy_id);
    return policy?.quote_id === access.quoteId;
  });

  await app.register(publicQuoteRoutes);
  await app.register(quoteListRoutes);
  await app.register(quoteDetailRoutes);
  await app.register(quoteSectionRoutes);
  await app.register(quoteNoteRoutes);
  await app.register(policyDocumentRoutes);
  await app.register(quoteHistoryRoutes);
};

export default quoteRoutes;
