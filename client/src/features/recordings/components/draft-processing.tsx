import { AudioProcessing } from '../../../components/feedback/audio-processing';

/** A stored recording still being transcribed (after a reload or Back, or during a Retry). */
export function DraftProcessing() {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-4 sm:p-6"
      data-recorder-state="processing"
    >
      <AudioProcessing>
        <p className="text-xs text-muted-foreground">
          Your recording is stored; its SOAP note appears here when ready.
        </p>
      </AudioProcessing>
    </div>
  );
}
