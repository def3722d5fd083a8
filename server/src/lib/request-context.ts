import type { StoredRole } from '@common/roles';

/** The signed-in user a request acts as. */
export interface Actor {
  id: number;
  name: string;
  email: string;
  role: StoredRole | null;
  isAdmin: boolean;
  /** false: may sign in and read its own account, nothing with patient data (REGISTRATION=approval). */
  approved: boolean;
}

/** Who is asking and from where: what services need for rules and the audit log. */
export interface RequestContext {
  actor: Actor;
  ip: string;
}
