import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';

/** Sign-in, registration and the licence notices: no top bar. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-12">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
