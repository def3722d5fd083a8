import { Activity } from 'lucide-react';

export function AppLogo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold text-primary">
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Activity className="h-5 w-5" aria-hidden="true" />
      </span>
      ChartScribe
    </span>
  );
}
