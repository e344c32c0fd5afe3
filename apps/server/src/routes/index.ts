import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import authRoutes from '../auth/routes';
import documentRoutes from '../documents/routes';
import draftRoutes from '../drafts/routes';
import mailRoutes from '../mail/routes';
import paymentRoutes from '../payments/routes';
import fileRoutes from './files';
import dashboardRoutes from './dashboard';
import healthRoutes from './health';
import insurerRoutes from './insurers';
import insurerSettingsRoutes from './insurers/settings';
import insuredRoutes from './insured';
import policyRoutes from './policies';
import quoteRoutes from './quotes';
import stateRoutes from './states';
import userRoutes from './users';

/**
 * Every /api/v1 resource, registered in one place: add one line per new resource plugin.
 * Each plugin declares its own paths relative to /api/v1.
 */
const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(stateRoutes);
  await app.register(userRoutes);
  await app.register(fileRoutes);
  await app.register(insurerRoutes);
  await app.register(insurerSettingsRoutes);
  await app.register(quoteRoutes);
  await app.register(draftRoutes);
  await app.register(insuredRoutes);
  await app.register(paymentRoutes);
  await app.register(mailRoutes);
  await app.register(documentRoutes);
  await app.register(policyRoutes);
  await app.register(dashboardRoutes);
};

export default apiRoutes;
