import { ShieldAlert } from 'lucide-react';
import { PageMessage } from '../../components/feedback/page-message';
import { PageTitle } from '../../components/layout/page-title';
import { Card, CardHeader, CardTitle } from '../../components/ui/card';
import { useUser } from '../../features/auth/api/get-user';
import { UsersTable } from '../../features/admin/components/users-table';
import { SessionExpired } from '../../components/feedback/session-expired';

export const ADMINS_ONLY_TEXT = 'Only the clinic administrator can do this';

/** Admin → Users: the clinic administrator approves, deactivates and assigns roles. */
export function AdminUsersPage() {
  const userQuery = useUser();
  if (userQuery.isPending) return <PageMessage>Loading...</PageMessage>;
  if (userQuery.isError) return <PageMessage tone="error">{userQuery.error.message}</PageMessage>;
  if (userQuery.data === null) return <SessionExpired />;
  if (!userQuery.data.isAdmin) {
    return (
      <Card className="mx-auto mt-10 max-w-xl border-destructive/40 text-center" role="alert">
        <CardHeader className="items-center">
          <ShieldAlert className="h-10 w-10 text-destructive" aria-hidden="true" />
          <CardTitle className="text-lg">{ADMINS_ONLY_TEXT}</CardTitle>
        </CardHeader>
      </Card>
    );
  }
  return (
    <>
      <PageTitle title="Users" backHref="/" backLabel="Back to Home" />
      <UsersTable />
    </>
  );
}
