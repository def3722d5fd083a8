import type { UserDto } from '@common/schemas/auth.schema';
import { isDoctor, isProviderRole } from '@common/roles';
import { Link } from 'wouter';
import { useAssignedCount } from '../../features/visits/hooks/use-assigned-count';

const LINK =
  'rounded-md text-sm font-medium hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Navigation to the unassigned visits (providers) and the doctor's own list with its count. */
export function ReviewNavLinks({ user }: { user: UserDto | null | undefined }) {
  const doctor = isDoctor(user?.role);
  const count = useAssignedCount(doctor && user ? user.id : null);
  if (!user || !isProviderRole(user.role)) return null;
  return (
    <>
      <Link href="/visits/unassigned" className={LINK}>
        Unassigned
      </Link>
      {doctor && (
        <Link href="/visits/assigned" className={`${LINK} inline-flex items-center gap-1.5`}>
          Assigned to me
          <span
            className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
            data-testid="assigned-count"
          >
            {count}
          </span>
          <span className="sr-only">open visits</span>
        </Link>
      )}
    </>
  );
}
