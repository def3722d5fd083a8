import { Square } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { formatDuration } from '../../../lib/format-date';
import { LevelMeter } from './level-meter';
import { LiveTranscript } from './live-transcript';
import { SaveStatus } from './save-status';

interface RecordingViewProps {
  sessionId: string | null;
  seconds: number;
  stream: MediaStream | null;
  onStop: () => void;
}

/** The recorder while recording: timer (mm:ss), seconds within the minute, level, save state, live transcript. */
export function RecordingView({ sessionId, seconds, stream, onStop }: RecordingViewProps) {
  return (
    <div className="flex w-full max-w-xl flex-col items-center gap-3">
      <p className="flex items-center gap-2 font-medium text-red-700">
        <span className="h-3 w-3 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
        Recording
      </p>
      <p className="font-mono text-3xl tabular-nums" role="timer" aria-label="Recording time">
        {formatDuration(seconds)}
      </p>
      <Progress
        className="max-w-sm"
        value={((seconds % 60) / 60) * 100}
        aria-label="Seconds within the current minute"
      />
      <div className="w-full max-w-sm">
        <LevelMeter stream={stream} />
      </div>
      <SaveStatus sessionId={sessionId} />
      <Button variant="destructive" onClick={onStop}>
        <Square aria-hidden="true" />
        Stop Recording
      </Button>
      <LiveTranscript sessionId={sessionId} />
    </div>
  );
}
