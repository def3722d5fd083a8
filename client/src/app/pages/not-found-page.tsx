import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '../../components/ui/card';

export function NotFoundPage() {
  return (
    <Card className="mx-auto mt-10 max-w-md">
      <CardContent className="space-y-4 pt-6">
        <div className="flex items-center gap-2">
          <AlertCircle className="h-8 w-8 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <Link href="/" className="text-sm text-primary underline-offset-4 hover:underline">
          Go to the home page
        </Link>
      </CardContent>
    </Card>
  );
}
