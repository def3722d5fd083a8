import { ShieldAlert } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '../ui/card';

export const ACCESS_DENIED_TEXT = 'Access Denied - Only healthcare providers can access this page';

interface AccessDeniedProps {
  /** 'permission' is the wording of the completed-visits and visit-detail screens. */
  variant?: 'access' | 'permission';
}

/** Patients and users without a role see this instead of a provider page (SPEC section 6). */
export function AccessDenied({ variant = 'access' }: AccessDeniedProps) {
  return (
    <Card className="mx-auto mt-10 max-w-xl border-destructive/40 text-center" role="alert">
      <CardHeader className="items-center">
        <ShieldAlert className="h-10 w-10 text-destructive" aria-hidden="true" />
        <CardTitle className="text-lg">
          {variant === 'permission' ? 'Permission Required' : ACCESS_DENIED_TEXT}
        </CardTitle>
        {variant === 'permission' && <CardDescription>Only healthcare providers can access this page.</CardDescription>}
      </CardHeader>
    </Card>
  );
}
