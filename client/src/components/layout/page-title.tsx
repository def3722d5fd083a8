import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../ui/button';

interface PageTitleProps {
  title: ReactNode;
  backHref: string;
  backLabel: string;
  actions?: ReactNode;
}

/** Back link, page heading and optional actions, shared by the list screens. */
export function PageTitle({ title, backHref, backLabel, actions }: PageTitleProps) {
  return (
    <div className="mb-6 space-y-3">
      <Button asChild variant="ghost" size="sm">
        <Link href={backHref}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{title}</h1>
        {actions}
      </div>
    </div>
  );
}
