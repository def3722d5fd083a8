import { z } from 'zod';
import { MAX_SHORT_TEXT } from '../limits';

/** Small field builders reused by every schema so limits and messages stay consistent. */
export const idSchema = z.coerce
  .number({ message: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive number')
  .max(2_147_483_647, 'Number is too large');

/** Path parameter `{id}`: digits only, within int4. */
export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'Id must be a positive whole number')
    .transform(Number)
    .pipe(z.number().int().positive('Id must be a positive whole number').max(2_147_483_647, 'Id is too large')),
});

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Invalid email address' }));

export const shortText = (label: string, max = MAX_SHORT_TEXT) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

export const requiredText = (label: string, max = MAX_SHORT_TEXT) =>
  shortText(label, max).min(1, `${label} is required`);

/** ISO calendar date `YYYY-MM-DD` that exists, is not in the future and is after 1900. */
export const pastDateSchema = z
  .string({ message: 'Date of birth must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Date of birth is not a valid date')
  .refine((value) => value >= '1900-01-01', 'Date of birth must be after 1900')
  .refine((value) => value <= new Date().toISOString().slice(0, 10), 'Date of birth cannot be in the future');

/** Empty strings from form defaults mean "not given". */
export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const GENDERS = ['male', 'female', 'other'] as const;
export const genderSchema = z.enum(GENDERS, { message: 'Gender must be male, female or other' });

export const phoneSchema = z
  .string({ message: 'Phone number must be text' })
  .trim()
  .max(40, 'Phone number is too long')
  .regex(/^[+()\d\s.\-x]{3,40}$/i, 'Phone number may contain digits, spaces and + ( ) - . x');

/** 428 answer to a PATCH that does not say which version of the visit or note it edits. */
export const VERSION_REQUIRED = 'Reload the latest version before saving.';

/** Optimistic concurrency: the version the client loaded. Required on every PATCH (missing → 428, stale → 409). */
export const versionSchema = z
  .number({ message: VERSION_REQUIRED })
  .int('Version must be a whole number')
  .positive('Version must be a positive number')
  .max(2_147_483_647, 'Version is too large');
