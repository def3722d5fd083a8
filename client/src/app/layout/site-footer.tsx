import { Link } from 'wouter';

export function SiteFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-xs text-muted-foreground">
        <p>ChartScribe — open-source clinical visit documentation. Suggested codes need clinical review.</p>
        <Link href="/licences" className="underline-offset-4 hover:underline">
          Licences and notices
        </Link>
      </div>
    </footer>
  );
}
