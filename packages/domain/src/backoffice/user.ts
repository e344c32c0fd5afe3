import { z } from 'zod';
import { userTypeValues } from '../reference/userTypes';
import { emailAddress } from '../util/email';

/** Back-office user modal messages (back-office §5), word for word. */
export const userMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  userTypeRequired: 'User type is required',
  passwordRequired: 'Password is required',
  passwordLength: 'Password must be at least 8 characters long',
  passwordStrength:
    'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character',
} as const;

const passwordSpecials = /[@$!%*?&#]/;

/** A new password: 8+ characters with an uppercase letter, a lowercase letter, a digit and one of @$!%*?&#. */
export const userPasswordSchema = z
  .string()
  .min(8, userMessages.passwordLength)
  .max(200, userMessages.passwordLength)
  .refine(
    (p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && passwordSpecials.test(p),
    userMessages.passwordStrength,
  );

const userFields = {
  name: z.string({ error: userMessages.nameRequired }).trim().min(1, userMessages.nameRequired).max(100),
  email: emailAddress({ required: userMessages.emailRequired, invalid: userMessages.emailInvalid }),
  user_type: z.enum(userTypeValues, { error: userMessages.userTypeRequired }),
  status: z.boolean().default(true),
};

/** Creating a user: the password is required. */
export const userCreateSchema = z.object({
  ...userFields,
  password: z
    .string({ error: userMessages.passwordRequired })
    .min(1, userMessages.passwordRequired)
    .pipe(userPasswordSchema),
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

/** Profile Settings messages (not in the spec: the spec has no profile screen). */
export const profileMessages = {
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  confirmationDiffers: 'Passwords do not match',
  saved: 'Profile updated successfully!',
  savedWithPassword: 'Profile updated successfully! Your other sessions have been signed out.',
} as const;

/** PUT /profile: one's own name and, when entered, a new password; the current password proves it is you. */
export const profileUpdateSchema = z.object({
  name: userFields.name,
  current_password: z
    .string({ error: profileMessages.currentPasswordRequired })
    .min(1, profileMessages.currentPasswordRequired)
    .max(200),
  password: userUpdateSchema.shape.password,
});

/** The Profile Settings form: the request plus the new password typed twice. */
export const profileFormSchema = profileUpdateSchema
  .extend({ password_confirmation: z.string() })
  .refine((v) => (v.password ?? '') === v.password_confirmation, {
    message: profileMessages.confirmationDiffers,
    path: ['password_confirmation'],
  });

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;
