import type { VisitStatus } from '@common/schemas/visit.schema';
import { visitActionRefusal, type VisitAction } from '@common/visit-actions';
import { conflict, forbidden } from '../../lib/http-error';

/**
 * Enforces the shared rule table (common/visit-actions.ts): a state refusal is 409 (nobody may, in this state),
 * a role refusal is 403. The client reads the same table, so it never offers what this refuses.
 */
export function assertVisitAction(role: string | null | undefined, status: VisitStatus, action: VisitAction): void {
  const refusal = visitActionRefusal(role, status, action);
  if (!refusal) return;
  throw refusal.kind === 'state' ? conflict(refusal.message) : forbidden(refusal.message);
}
