import { allOf, displayName, email, enteredPasswordRule, required, string } from '@paygrid/domain';
import { z } from 'zod';
import { fieldFrom } from '../validation';

/** The account fields every entrance form shares; the rules come from packages/domain. */
/** Spaces around an address are a typing slip, not part of it: trimmed before the rules run. */
export const emailField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  fieldFrom(
    allOf(required(), string({ maxLength: 254, noSpaces: true }), email()),
    z.string().transform((value) => value.toLowerCase()),
  ),
);
export const nameField = fieldFrom(
  allOf(required(), string({ minLength: 1, maxLength: 100 }), displayName()),
  z.string().trim(),
);
export const passwordInput = fieldFrom(enteredPasswordRule, z.string());
export const newPasswordField = fieldFrom(
  allOf(required(), string({ minLength: 8, maxLength: 128 })),
  z.string(),
);
export const tokenField = fieldFrom(
  allOf(required(), string({ minLength: 16, maxLength: 128, noSpaces: true })),
  z.string(),
);
export const localeField = z.enum(['en', 'uk']);

export const acknowledgementSchema = z.object({ status: z.string() });
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;
