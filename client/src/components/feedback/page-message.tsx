import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

interface PageMessageProps {
  children: ReactNode;
  tone?: 'muted' | 'error';
}

/** Loading / error / empty text of a screen; errors are announced to screen readers. */
export function PageMessage({ children, tone = 'muted' }: PageMessageProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('py-10 text-center', tone === 'error' ? 'text-destructive' : 'text-muted-foreground')}
    >
      {children}
    </div>
  );
}
