import type { VisitSummaryDto } from '@common/schemas/visit.schema';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DashboardVisitRow } from './dashboard-visit-row';

interface DashboardPanelProps {
  title: string;
  icon: ReactNode;
  visits: VisitSummaryDto[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  linkHref: string;
  linkText: string;
}

/** A 380px tall scrolling panel of the home Visit Dashboard (SPEC section 2, Home). */
export function DashboardPanel({
  title,
  icon,
  visits,
  loading,
  error,
  emptyText,
  linkHref,
  linkText,
}: DashboardPanelProps) {
  const headingId = `panel-${linkHref.replace(/\W+/g, '-')}`;
  return (
    <Card className="flex min-w-0 flex-col" aria-labelledby={headingId} role="region">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0 pb-3">
        <CardTitle id={headingId} className="flex items-center gap-2 text-lg">
          {icon}
          {title}
        </CardTitle>
        <Link href={linkHref} className="text-sm font-medium text-primary hover:underline">
          {linkText}
        </Link>
      </CardHeader>
      <CardContent>
        <div
          className="h-[380px] space-y-2 overflow-y-auto pr-1"
          role="region"
          tabIndex={0}
          aria-label={`${title} list`}
        >
          {loading && <p className="text-sm text-muted-foreground">Loading...</p>}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          {visits && visits.length === 0 && <p className="text-sm text-muted-foreground">{emptyText}</p>}
          {visits?.map((visit) => (
            <DashboardVisitRow key={visit.id} visit={visit} />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
