import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useToast } from '../../../components/ui/use-toast';
import { TestProviders } from '../../../test/render-with-providers';
import { PATIENT_REQUIRED_TOAST, useNoteActions } from './use-note-actions';

const wrapper = TestProviders;

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
        'Acute bronchitis',
      ),
    );
    expect(updateVisit).not.toHaveBeenCalled();
    expect(result.current.toasts[0]).toMatchObject({ ...PATIENT_REQUIRED_TOAST, variant: 'destructive' });
    expect(PATIENT_REQUIRED_TOAST.duration).toBe(6000);
  });
});
