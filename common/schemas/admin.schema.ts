import { z } from 'zod';
import { REGISTRATION_ROLES, STORED_ROLES, type StoredRole } from '../roles';
import { passwordSchema } from './auth.schema';
import { emailSchema, requiredText } from './fields.schema';

/** An account as the clinic administrator sees it (GET /api/admin/users); never a password field. */
export interface AdminUserDto {
  id: number;
  name: string;
  email: string;
  role: StoredRole | null;
  isAdmin: boolean;
  approved: boolean;
  active: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

/** PATCH /api/admin/users/{id}: any of the four, at least one. `role: null` is "no role" (facility staff). */
export const adminUserUpdateSchema = z
  .object({
    approved: z.boolean({ message: 'approved must be true or false' }).optional(),
    active: z.boolean({ message: 'active must be true or false' }).optional(),
    role: z.enum(STORED_ROLES, { message: 'Please select a role' }).nullable().optional(),
    isAdmin: z.boolean({ message: 'isAdmin must be true or false' }).optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });
export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;

/** POST /api/admin/users: an account made by the administrator, approved at once. */
export const adminUserCreateSchema = z
  .object({
    name: requiredText('Name', 200),
    email: emailSchema,
    role: z.enum(REGISTRATION_ROLES, { message: 'Please select a role' }),
    password: passwordSchema,
    isAdmin: z.boolean().default(false),
  })
  .strict();
export type AdminUserCreate = z.output<typeof adminUserCreateSchema>;
