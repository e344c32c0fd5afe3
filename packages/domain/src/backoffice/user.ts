import { z } from 'zod';
import { userTypeValues } from '../reference/userTypes';

/** Back-office user modal messages (back-office §5), word for word. */
export const userMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  userTypeRequired: 'User type is required',
  passwordRequired: 'Password is required',
  passwordLength: 'Password must be at least 8 characters long',
  passwordStrength: 'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character',
} as const;

const passwordSpecials = /[@$!%*?&#]/;

/** A new password: 8+ characters with an uppercase letter, a lowercase letter, a digit and one of @$!%*?&#. */
export const userPasswordSchema = z
  .string()
  .min(8, userMessages.passwordLength)
  .max(200, userMessages.passwordLength)
  .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && passwordSpecials.test(p), userMessages.passwordStrength);

const userFields = {
  name: z.string({ error: userMessages.nameRequired }).trim().min(1, userMessages.nameRequired).max(100),
  email: z.string({ error: userMessages.emailRequired }).trim().min(1, userMessages.emailRequired).max(254).pipe(z.email(userMessages.emailInvalid)),
  user_type: z.enum(userTypeValues, { error: userMessages.userTypeRequired }),
  status: z.boolean().default(true),
};

/** Creating a user: the password is required. */
export const userCreateSchema = z.object({
  ...userFields,
  password: z.string({ error: userMessages.passwordRequired }).min(1, userMessages.passwordRequired).pipe(userPasswordSchema),
});

/** Updating a user: the password is checked only when one is entered (empty keeps the current one). */
export const userUpdateSchema = z.object({
  ...userFields,
  password: z
    .union([z.literal(''), userPasswordSchema])
    .optional()
    .transform((p) => (p ? p : undefined)),
});

export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export type UserUpdate = z.output<typeof userUpdateSchema>;
