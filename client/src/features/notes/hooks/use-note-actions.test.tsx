import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useToast } from '../../../components/ui/use-toast';
import { createQueryClient } from '../../../lib/query-client';
import { PATIENT_REQUIRED_TOAST, useNoteActions } from './use-note-actions';

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders client={createQueryClient()}>{children}</AppProviders>
);

describe('useNoteActions', () => {
  it("refuses to complete without a patient with the 6-second 'Patient Required' toast", async () => {
    const updateVisit = vi.fn();
    const { result } = renderHook(
      () => ({
        actions: useNoteActions({
          visit: { id: 1, patientId: null, status: 'in_progress', version: 1 },
          role: 'doctor',
          draft: {
            subjective: '',
            objective: '',
            assessment: '',
            plan: '',
            transcription: '',
            codeSuggestions: [],
            evidence: [],
            metadata: { duration: 0, recordingUrl: null, audioId: null },
            stored: null,
          },
          updateVisit,
        }),
        toasts: useToast().toasts,
      }),
      { wrapper },
    );
    await act(() =>
      result.current.actions.complete(
        { subjective: '', objective: '', assessment: '', plan: '', codeSuggestions: [] },
        { patientId: null, doctorId: null },
      ),
    );
    expect(updateVisit).not.toHaveBeenCalled();
    expect(result.current.toasts[0]).toMatchObject({ ...PATIENT_REQUIRED_TOAST, variant: 'destructive' });
    expect(PATIENT_REQUIRED_TOAST.duration).toBe(6000);
  });
});
