import type { ReactNode } from 'react';
import { AwaitingApproval } from '../components/feedback/awaiting-approval';
import { useUser } from '../features/auth/api/get-user';

/**
 * An account waiting for approval sees the waiting page instead of the dashboard and every other signed-in screen
 * (the server refuses it patient data anyway). Loading, errors and signed-out states are left to the pages.
 */
export function ApprovalGate({ children }: { children: ReactNode }) {
  const userQuery = useUser();
  if (userQuery.data?.approved === false) return <AwaitingApproval />;
  return <>{children}</>;
}
