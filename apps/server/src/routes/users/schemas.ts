import { z } from 'zod';
import { userTypes } from '../../db/schema';

export const publicUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  user_type: z.enum(userTypes),
  status: z.boolean(),
  last_login: z.string().nullable(),
  created_at: z.string().nullable(),
});
