import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { useUser } from '../../features/auth/api/get-user';
import { useLogout } from '../../features/auth/api/logout';
import { useLogoutAll } from '../../features/auth/api/logout-all';
import { AppLogo } from './app-logo';

export function TopBar() {
  const userQuery = useUser();
  const logout = useLogout();
  const logoutAll = useLogoutAll();
  const [, navigate] = useLocation();

  const signOut = () => {
    logout.mutate(undefined, { onSettled: () => navigate('/login') });
  };
  const endAllSessions = () => {
    logoutAll.mutate(undefined, { onSettled: () => navigate('/login') });
  };

  return (
    <header className="border-b bg-card">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <div className="flex items-center gap-6">
          <Link
            href="/"
            aria-label="ChartScribe home"
            className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <AppLogo />
          </Link>
          <Link href="/" className="text-sm font-medium hover:text-primary">
            Home
          </Link>
          {userQuery.data?.isAdmin && (
            <Link href="/admin/users" className="text-sm font-medium hover:text-primary">
              Admin
            </Link>
          )}
        </div>
        <div className="flex items-center gap-4">
          {userQuery.data && <span className="text-sm text-muted-foreground">Welcome, {userQuery.data.name}</span>}
          <Button
            variant="ghost"
            size="sm"
            title="Sign out on every device"
            onClick={endAllSessions}
            disabled={logoutAll.isPending}
          >
            End all sessions
          </Button>
          <Button variant="outline" size="sm" onClick={signOut} disabled={logout.isPending}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </nav>
    </header>
  );
}
