import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

interface ActionCardProps {
  href: string;
  title: string;
  description: string;
  icon: ReactNode;
}

/** A large clickable entry card of the home screen. */
export function ActionCard({ href, title, description, icon }: ActionCardProps) {
  return (
    <Link
      href={href}
      className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <Card className="h-full transition-shadow hover:border-primary hover:shadow-md">
        <CardHeader className="flex flex-row items-center gap-5 space-y-0 py-10">
          <div className="rounded-full bg-accent p-4 text-accent-foreground">{icon}</div>
          <div className="space-y-1.5">
            <CardTitle className="text-2xl">{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
        </CardHeader>
      </Card>
    </Link>
  );
}
