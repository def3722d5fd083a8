import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/** Renders with a fresh query client and the toaster, as the app does. */
export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(<AppProviders client={createQueryClient()}>{ui}</AppProviders>);
}

/** The app's providers with a fresh query client, as a `wrapper` for renderHook. */
export function TestProviders({ children }: { children: ReactNode }) {
  return <AppProviders client={createQueryClient()}>{children}</AppProviders>;
}
