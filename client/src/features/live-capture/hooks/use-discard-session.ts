import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, getErrorMessage } from '../../../lib/api-error';
import { useDiscardRecordingSession } from '../api/discard-recording-session';
import { getChunkQueue } from '../utils/chunk-queue';
import { LOCAL_SESSIONS_KEY } from './use-unfinished-sessions';

/** Discards a session on the server (its audio is removed) and then this browser's copy. */
export function useDiscardSession() {
  const queryClient = useQueryClient();
  const discard = useDiscardRecordingSession();

  const run = async (sessionId: string) => {
    try {
      await discard.mutateAsync(sessionId);
    } catch (error) {
      // 404: the server never got the session or already dropped it; only the local copy is left to remove.
      if (!(error instanceof ApiError && error.status === 404)) {
        toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error, 'Failed to discard') });
        return;
      }
    }
    await (await getChunkQueue()).removeSession(sessionId);
    toast({ title: 'Recording discarded' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/recording-sessions'] }),
      queryClient.invalidateQueries({ queryKey: LOCAL_SESSIONS_KEY }),
    ]);
  };

  return { discard: run, discarding: discard.isPending };
}
