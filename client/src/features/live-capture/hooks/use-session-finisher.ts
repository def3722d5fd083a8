import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { invalidateVisitData } from '../../../lib/invalidate-visit-data';
import { useFinishRecordingSession } from '../api/finish-recording-session';
import { getChunkQueue } from '../utils/chunk-queue';
import { finishSession } from '../utils/finish-session';
import { getChunkSender } from '../utils/live-capture-store';
import { markSessionBusy } from './use-busy-sessions';
import { LOCAL_SESSIONS_KEY } from './use-unfinished-sessions';

/** Finish a session and hand its note to the editor, with the spec's toasts; no speech is an error, never Success. */
export function useSessionFinisher(onTranscribed?: (result: TranscriptionResponse) => void) {
  const queryClient = useQueryClient();
  const finishMutation = useFinishRecordingSession();
  const [processing, setProcessing] = useState(false);

  const finish = async (sessionId: string, knownChunks?: number): Promise<boolean> => {
    setProcessing(true);
    markSessionBusy(sessionId, true);
    try {
      const [queue, sender] = await Promise.all([getChunkQueue(), getChunkSender()]);
      const result = await finishSession(sessionId, { queue, sender, finish: finishMutation.mutateAsync }, knownChunks);
      // The server stored the recording on the visit; lists and the visit must be re-read.
      void invalidateVisitData(queryClient);
      toast({ title: 'Success', description: 'Audio transcribed and SOAP note generated' });
      onTranscribed?.(result);
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, 'Failed to process recording'),
      });
      return false;
    } finally {
      setProcessing(false);
      markSessionBusy(sessionId, false);
      void queryClient.invalidateQueries({ queryKey: ['/api/recording-sessions'] });
      void queryClient.invalidateQueries({ queryKey: LOCAL_SESSIONS_KEY });
    }
  };

  return { processing, finish };
}
