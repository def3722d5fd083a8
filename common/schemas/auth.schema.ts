import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../limits';
import { REGISTRATION_ROLES, STORED_ROLES } from '../roles';
import {
  emailSchema,
  emptyToUndefined,
  genderSchema,
  idSchema,
  pastDateSchema,
  phoneSchema,
  requiredText,
} from './fields.schema';

export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

export const passwordSchema = z
  .string({ message: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  // argon2 hashes any length, but a bound stops a megabyte "password" from costing memory.
  .max(256, 'Password must be at most 256 characters');

export const registerSchema = z
  .object({
    name: requiredText('Name', 200),
    email: emailSchema,
    role: z.enum(REGISTRATION_ROLES, { message: 'Please select a role' }),
    password: passwordSchema,
    confirmPassword: z.string({ message: 'Please confirm the password' }).max(256),
    dateOfBirth: z.preprocess(emptyToUndefined, pastDateSchema.optional()),
    gender: z.preprocess(emptyToUndefined, genderSchema.optional()),
    phoneNumber: z.preprocess(emptyToUndefined, phoneSchema.optional()),
    doctorId: idSchema.optional().nullable(),
    canRecordInitial: z.boolean().default(false),
    canRecordDoctor: z.boolean().default(false),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

export const loginSchema = z.object({
  email: z
    .string({ message: 'Invalid email address' })
    .trim()
    .toLowerCase()
    .max(254, 'Invalid email address')
    .pipe(z.email({ message: 'Invalid email address' })),
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, 'Password is too long'),
});
export type LoginInput = z.input<typeof loginSchema>;

export interface UserDto {
  id: number;
  /** Manages accounts (Admin → Users). */
  isAdmin: boolean;
  /** false until a clinic administrator approves the account (REGISTRATION=approval). */
  approved: boolean;
  name: string;
  email: string;
  role: (typeof STORED_ROLES)[number] | null;
  dateOfBirth: string | null;
  gender: string | null;
  phoneNumber: string | null;
  doctorId: number | null;
  createdAt: string;
}

/**
 * What registration answers — the same shape whether or not the email already had an account, so the answer
 * cannot be used to find out who has one. `approved: false` means the account waits for an administrator.
 */
export interface RegisterResponse {
  name: string;
  email: string;
  role: (typeof STORED_ROLES)[number] | null;
  approved: boolean;
}

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ message: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(256, 'Password is too long'),
  newPassword: passwordSchema,
});

/** One signed-in session of the caller (GET /api/auth/sessions); never the token. */
export interface SessionDto {
  id: number;
  createdAt: string;
  expiresAt: string;
  ip: string | null;
  current: boolean;
}

export interface LoginResponse {
  token: string;
  expiresAt: string;
  user: UserDto;
}

export interface DoctorDto {
  id: number;
  name: string;
}
