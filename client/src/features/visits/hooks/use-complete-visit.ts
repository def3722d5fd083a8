import { COMPLETE_REDIRECT_MS } from '@common/limits';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdateVisit } from '../api/update-visit';

/** Completes a visit with a final diagnosis, then goes to /visits/completed one second later (SPEC section 4). */
export function useCompleteVisit(visitId: number, version: number) {
  const updateVisit = useUpdateVisit();
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const complete = async (finalDiagnosis: string): Promise<boolean> => {
    try {
      await updateVisit.mutateAsync({
        id: visitId,
        data: {
          status: 'completed',
          completedAt: new Date().toISOString(),
          finalDiagnosis: finalDiagnosis.trim() || null,
          version,
        },
      });
      toast({ title: 'Success', description: 'Visit completed successfully' });
      timer.current = setTimeout(() => navigate('/visits/completed'), COMPLETE_REDIRECT_MS);
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, 'Failed to complete the visit'),
      });
      return false;
    }
  };

  return { complete, pending: updateVisit.isPending };
}
