import { useAudioLevel } from '../hooks/use-audio-level';

/** A live bar of the microphone's loudness, so a muted or dead microphone is seen before the visit is over. */
export function LevelMeter({ stream }: { stream: MediaStream | null }) {
  const percent = Math.round(useAudioLevel(stream) * 100);
  return (
    <div className="flex w-full items-center gap-2">
      <span className="text-xs text-muted-foreground">Level</span>
      <div
        role="meter"
        aria-label="Microphone level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-secondary"
      >
        <div className="h-full bg-green-600 transition-[width] duration-100" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
