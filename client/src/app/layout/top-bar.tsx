import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { useUser } from '../../features/auth/api/get-user';
import { useLogout } from '../../features/auth/api/logout';
import { useLogoutAll } from '../../features/auth/api/logout-all';
import { AppLogo } from './app-logo';
import { ReviewNavLinks } from './review-nav-links';

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
    <header className="border-b bg-card print:hidden">
      <nav
        aria-label="Main"
        className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2"
      >
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
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
          <ReviewNavLinks user={userQuery.data} />
          {userQuery.data?.isAdmin && (
            <Link href="/admin/users" className="text-sm font-medium hover:text-primary">
              Admin
            </Link>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
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
