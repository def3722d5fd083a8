import type { VisitStatus } from '@common/schemas/visit.schema';
import { Check } from 'lucide-react';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/utils';
import { getJourneyStage, JOURNEY_STAGES } from '../utils/visit-progress';

/** 'Patient Journey Progress': four stages, the current one highlighted. */
export function JourneyProgress({ status }: { status: VisitStatus | null | undefined }) {
  const current = JOURNEY_STAGES.findIndex((item) => item.stage === getJourneyStage(status));
  const percent = ((current + 1) / JOURNEY_STAGES.length) * 100;
  return (
    <section aria-labelledby="journey-heading" className="space-y-3 rounded-lg border bg-card p-4">
      <h2 id="journey-heading" className="text-sm font-semibold">
        Patient Journey Progress
      </h2>
      <Progress value={percent} aria-label={`Current stage: ${JOURNEY_STAGES[current]?.label ?? ''}`} />
      <ol className="grid grid-cols-4 gap-2 text-center text-xs">
        {JOURNEY_STAGES.map((item, index) => (
          <li
            key={item.stage}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'flex flex-col items-center gap-1',
              index <= current ? 'font-semibold text-primary' : 'text-muted-foreground',
            )}
          >
            <span
              className={cn(
                'flex h-6 w-6 items-center justify-center rounded-full border',
                index < current && 'border-primary bg-primary text-primary-foreground',
                index === current && 'border-primary',
              )}
            >
              {index < current ? <Check className="h-3.5 w-3.5" aria-hidden="true" /> : index + 1}
            </span>
            {item.label}
          </li>
        ))}
      </ol>
    </section>
  );
}
