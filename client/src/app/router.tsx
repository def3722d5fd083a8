import { Redirect, Route, Switch } from 'wouter';
import { hasToken } from '../lib/auth-token';
import { SsoCompletion } from '../features/auth/components/sso-completion';
import { ApprovalGate } from './approval-gate';
import { AdminUsersPage } from './pages/admin-users-page';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';
import { ActiveVisitsPage } from './pages/active-visits-page';
import { CompletedVisitsPage } from './pages/completed-visits-page';
import { HomePage } from './pages/home-page';
import { LicencesPage } from './pages/licences-page';
import { LoginPage } from './pages/login-page';
import { NewVisitPage } from './pages/new-visit-page';
import { NotFoundPage } from './pages/not-found-page';
import { PatientDetailPage } from './pages/patient-detail-page';
import { PatientsPage } from './pages/patients-page';
import { RegisterPage } from './pages/register-page';
import { UnassignedVisitsPage } from './pages/unassigned-visits-page';
import { VisitDetailsPage } from './pages/visit-details-page';
import { AssignedVisitsPage } from './pages/assigned-visits-page';
import { VisitPrintPage } from './pages/visit-print-page';

/** Every screen but /login, /register (and the licence notices) needs a stored token (SPEC section 2). */
function SignedInRoutes() {
  if (!hasToken()) return <Redirect to="/login" replace />;
  return (
    <AppLayout>
      <ApprovalGate>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/patients" component={PatientsPage} />
          <Route path="/patients/:id" component={PatientDetailPage} />
          <Route path="/visit/new" component={NewVisitPage} />
          <Route path="/visits/unassigned" component={UnassignedVisitsPage} />
          <Route path="/visits/active" component={ActiveVisitsPage} />
          <Route path="/visits/completed" component={CompletedVisitsPage} />
          <Route path="/visits/assigned" component={AssignedVisitsPage} />
          <Route path="/visits/:id/print" component={VisitPrintPage} />
          <Route path="/visits/:id" component={VisitDetailsPage} />
          <Route path="/admin/users" component={AdminUsersPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </ApprovalGate>
    </AppLayout>
  );
}

export function AppRouter() {
  return (
    <Switch>
      <Route path="/login">
        <PublicLayout>
          <LoginPage />
        </PublicLayout>
      </Route>
      <Route path="/register">
        <PublicLayout>
          <RegisterPage />
        </PublicLayout>
      </Route>
      <Route path="/sso">
        <PublicLayout>
          <SsoCompletion />
        </PublicLayout>
      </Route>
      <Route path="/licences">
        <PublicLayout>
          <LicencesPage />
        </PublicLayout>
      </Route>
      <Route>
        <SignedInRoutes />
      </Route>
    </Switch>
  );
}
