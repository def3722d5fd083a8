import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from './button';
import { toast } from './use-toast';

interface CopyButtonProps {
  /** The plain text put on the clipboard. */
  text: string;
  /** Accessible name, e.g. "Copy Subjective". */
  label: string;
  compact?: boolean;
}

/** Copies plain text to the clipboard and says so. */
export function CopyButton({ text, label, compact = false }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Could not copy to the clipboard' });
    }
  };

  return (
    <Button
      type="button"
      variant="ghost"
      size={compact ? 'icon' : 'sm'}
      className={compact ? 'h-8 w-8' : undefined}
      onClick={() => void copy()}
      aria-label={label}
      title={label}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {!compact && (copied ? 'Copied' : label)}
    </Button>
  );
}
