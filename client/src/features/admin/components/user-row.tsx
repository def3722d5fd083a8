import type { AdminUserDto, AdminUserUpdate } from '@common/schemas/admin.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell, TableRow } from '../../../components/ui/table';
import { DATE_TIME_LONG_FORMAT, formatDate } from '../../../lib/format-date';
import { RoleSelect } from './role-select';

interface UserRowProps {
  user: AdminUserDto;
  busy: boolean;
  onChange: (data: AdminUserUpdate) => void;
}

function StatusBadges({ user }: { user: AdminUserDto }) {
  return (
    <div className="flex flex-wrap gap-1">
      {user.isAdmin && <Badge>Administrator</Badge>}
      {!user.approved && <Badge variant="secondary">Waiting for approval</Badge>}
      {!user.active && <Badge variant="destructive">Deactivated</Badge>}
      {user.approved && user.active && !user.isAdmin && <Badge variant="outline">Active</Badge>}
    </div>
  );
}

/** One account with the administrator's actions: approve, change role, (de)activate, grant or remove admin. */
export function UserRow({ user, busy, onChange }: UserRowProps) {
  return (
    <TableRow data-testid={`user-${user.id}`}>
      <TableCell>
        <div className="font-medium">{user.name}</div>
        <div className="text-xs text-muted-foreground">{user.email}</div>
      </TableCell>
      <TableCell>
        <RoleSelect
          value={user.role}
          label={`Role of ${user.name}`}
          disabled={busy}
          onChange={(role) => onChange({ role })}
        />
      </TableCell>
      <TableCell>
        <StatusBadges user={user} />
      </TableCell>
      <TableCell className="text-xs text-muted-foreground">
        {formatDate(user.lastLoginAt, DATE_TIME_LONG_FORMAT, 'Never')}
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap justify-end gap-2">
          {!user.approved && (
            <Button
              size="sm"
              aria-label={`Approve ${user.name}`}
              disabled={busy}
              onClick={() => onChange({ approved: true })}
            >
              Approve
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            aria-label={`${user.isAdmin ? 'Remove administrator' : 'Make administrator'} ${user.name}`}
            disabled={busy}
            onClick={() => onChange({ isAdmin: !user.isAdmin })}
          >
            {user.isAdmin ? 'Remove administrator' : 'Make administrator'}
          </Button>
          <Button
            size="sm"
            variant={user.active ? 'destructive' : 'outline'}
            aria-label={`${user.active ? 'Deactivate' : 'Reactivate'} ${user.name}`}
            disabled={busy}
            onClick={() => onChange({ active: !user.active })}
          >
            {user.active ? 'Deactivate' : 'Reactivate'}
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
