import { Mic, Users } from 'lucide-react';
import { ActionCard } from './action-card';

/** Home: the two large entry cards. */
export function QuickActions() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ActionCard
        href="/visit/new"
        title="Start Visit"
        description="Record or upload a visit and get a SOAP note draft."
        icon={<Mic className="h-8 w-8" aria-hidden="true" />}
      />
      <ActionCard
        href="/patients"
        title="Select Patient"
        description="Find a patient, review their visits or add a new patient."
        icon={<Users className="h-8 w-8" aria-hidden="true" />}
      />
    </div>
  );
}
