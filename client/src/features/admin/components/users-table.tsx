import type { AdminUserUpdate } from '@common/schemas/admin.schema';
import { PageMessage } from '../../../components/feedback/page-message';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useAdminUsers } from '../api/get-users';
import { useUpdateAdminUser } from '../api/update-user';
import { UserRow } from './user-row';

/** Every account of the clinic, waiting ones first, with the administrator's actions. */
export function UsersTable() {
  const usersQuery = useAdminUsers();
  const update = useUpdateAdminUser();

  if (usersQuery.isPending) return <PageMessage>Loading...</PageMessage>;
  if (usersQuery.isError)
    return <PageMessage tone="error">{getErrorMessage(usersQuery.error, 'Failed to load accounts')}</PageMessage>;

  const users = [...usersQuery.data].sort((a, b) => Number(a.approved) - Number(b.approved));
  const change = (id: number, data: AdminUserUpdate) => {
    update.mutate(
      { id, data },
      {
        onSuccess: (user) => toast({ title: 'Success', description: `${user.name} updated` }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error, 'Failed to update') }),
      },
    );
  };

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Account</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Last sign-in</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <UserRow key={user.id} user={user} busy={update.isPending} onChange={(data) => change(user.id, data)} />
        ))}
      </TableBody>
    </Table>
  );
}
