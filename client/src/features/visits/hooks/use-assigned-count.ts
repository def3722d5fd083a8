import { useActiveVisits } from '../api/get-active-visits';

/** How many open visits are assigned to this doctor (shares the polled active list; no extra request). */
export function useAssignedCount(userId: number | null): number {
  const visitsQuery = useActiveVisits({ enabled: userId !== null });
  if (userId === null || !visitsQuery.data) return 0;
  return visitsQuery.data.filter((visit) => visit.providerId === userId).length;
}
