import { Hourglass } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '../ui/card';

import { AWAITING_APPROVAL } from '@common/access';

export const AWAITING_APPROVAL_TEXT = AWAITING_APPROVAL;

/** Shown instead of every signed-in screen while an administrator has not approved the account. */
export function AwaitingApproval() {
  return (
    <Card className="mx-auto mt-10 max-w-xl text-center" role="status">
      <CardHeader className="items-center">
        <Hourglass className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
        <CardTitle className="text-lg">{AWAITING_APPROVAL_TEXT}</CardTitle>
        <CardDescription>Sign out and back in, or reload this page, once you have been approved.</CardDescription>
      </CardHeader>
    </Card>
  );
}
