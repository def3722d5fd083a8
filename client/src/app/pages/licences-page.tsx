import { CODE_SYSTEM_NOTICES } from '@common/licences';
import { ArrowLeft, Scale } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

/** Notices for the code systems ChartScribe shows (ICD-10-CM, ICD-11, CPT), verbatim from common/licences.ts. */
export function LicencesPage() {
  return (
    <div className="w-full max-w-3xl space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
      <h1 className="flex items-center gap-3 text-3xl font-bold">
        <Scale className="h-8 w-8 text-primary" aria-hidden="true" />
        Licences and notices
      </h1>
      <p className="text-muted-foreground">
        ChartScribe is open-source software under the MIT licence. The code systems it suggests from carry their own
        terms:
      </p>
      {CODE_SYSTEM_NOTICES.map((notice) => (
        <Card key={notice.id}>
          <CardHeader>
            <CardTitle>{notice.name}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2">
            <p className="leading-relaxed">{notice.notice}</p>
            <a
              href={notice.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              {notice.url}
            </a>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
