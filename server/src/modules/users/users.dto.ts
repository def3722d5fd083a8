import type { AdminUserDto } from '@common/schemas/admin.schema';
import type { UserDto } from '@common/schemas/auth.schema';
import type { StoredRole } from '@common/roles';
import type { UserRow } from './users.repository';
import type { Actor } from '../../lib/request-context';

/** What every view of an account shows (never the password hash). */
function accountOf(row: UserRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as StoredRole | null,
    isAdmin: row.isAdmin,
    approved: row.approved,
  };
}

/** What the API shows of a user: never the password hash. */
export function toUserDto(row: UserRow): UserDto {
  return {
    ...accountOf(row),
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    phoneNumber: row.phoneNumber,
    doctorId: row.doctorId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An account as the administrator lists it. */
export function toAdminUserDto(row: UserRow): AdminUserDto {
  return {
    ...accountOf(row),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export function toActor(row: UserRow): Actor {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as StoredRole | null,
    isAdmin: row.isAdmin,
    approved: row.approved,
  };
}
