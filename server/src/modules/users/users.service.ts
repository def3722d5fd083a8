import type { DoctorDto, UserDto } from '@common/schemas/auth.schema';
import { STORED_ROLES, type StoredRole } from '@common/roles';
import { badRequest, notFound } from '../../lib/http-error';
import { toUserDto } from './users.dto';
import type { UsersRepository } from './users.repository';

export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async getCurrent(id: number): Promise<UserDto> {
    const row = await this.users.findById(id);
    if (!row) throw notFound('User not found');
    return toUserDto(row);
  }

  listDoctors(): Promise<DoctorDto[]> {
    return this.users.listDoctors();
  }

  /** Administrative: give an account a clinical role (or none). Used by `npm run user:role`. */
  async assignRole(email: string, role: StoredRole | null): Promise<UserDto> {
    if (role !== null && !STORED_ROLES.includes(role)) throw badRequest(`Unknown role ${String(role)}`);
    const row = await this.users.findByEmail(email.trim().toLowerCase());
    if (!row) throw notFound('No account with that email');
    const updated = await this.users.setRole(row.id, role);
    if (!updated) throw notFound('No account with that email');
    return toUserDto(updated);
  }
}
