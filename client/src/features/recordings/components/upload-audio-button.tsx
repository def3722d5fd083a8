import { ACCEPTED_AUDIO_LABEL } from '@common/limits';
import { Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { AUDIO_ACCEPT } from '../utils/validate-audio-file';

interface UploadAudioButtonProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

export function UploadAudioButton({ disabled, onFile }: UploadAudioButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div className="flex flex-col items-center gap-1">
      <label htmlFor={id} className="sr-only">
        Upload audio file
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={AUDIO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        data-testid="audio-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Clear the input so choosing the same file again still fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant="outline" disabled={disabled} onClick={() => inputRef.current?.click()}>
        <Upload aria-hidden="true" />
        Upload Audio
      </Button>
      <p className="text-xs text-muted-foreground">Accepted formats: {ACCEPTED_AUDIO_LABEL} (max 25MB)</p>
    </div>
  );
}
