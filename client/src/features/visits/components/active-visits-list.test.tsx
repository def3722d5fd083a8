import type { VisitSummaryDto } from '@common/schemas/visit.schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiTestServer } from '../../../test/api-test-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ActiveVisitsList } from './active-visits-list';

function visit(overrides: Partial<VisitSummaryDto>): VisitSummaryDto {
  return {
    id: 1,
    patientId: null,
    patientName: null,
    providerId: 1,
    providerName: null,
    status: 'in_progress',
    visitDate: '2024-05-02T14:03:09',
    chiefComplaint: null,
    finalDiagnosis: null,
    createdAt: '2024-05-02T14:03:09',
    completedAt: null,
    createdBy: 1,
    recordingId: null,
    version: 1,
    ...overrides,
  };
}

const visits = [
  visit({
    id: 1,
    patientId: 7,
    patientName: 'Alice Johnson',
    status: 'pending_doctor_review',
    visitDate: '2024-05-03T09:00:00',
  }),
  visit({ id: 2, patientId: 8, patientName: null, visitDate: '2024-05-02T14:03:09' }),
  visit({ id: 3, visitDate: '' }),
];

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(answer: { status?: number; json: unknown }) {
  const api = await startApiTestServer({ 'GET /api/visits/active': () => answer });
  close = api.close;
}

describe('ActiveVisitsList', () => {
  it('shows the amber doctor banner, titles, dates, badges, hints and progress', async () => {
    await serve({ json: visits });
    renderWithProviders(<ActiveVisitsList role="doctor" />);
    expect(await screen.findByText('Alice Johnson')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveAttribute('data-banner', 'doctor');
    expect(screen.getByText('Patient #8')).toBeInTheDocument();
    expect(screen.getByText('No patient assigned')).toBeInTheDocument();
    expect(screen.getByText('05/02/2024 02:03:09 PM')).toBeInTheDocument();
    expect(screen.getByText('No date')).toBeInTheDocument();
    expect(screen.getByText('Pending Review')).toBeInTheDocument();
    expect(screen.getByText('MA completed initial assessment. Ready for doctor review.')).toBeInTheDocument();
    expect(screen.getByText('Pending Doctor Review')).toBeInTheDocument();
    expect(screen.getByText('Assessment in Progress')).toBeInTheDocument();
    expect(screen.getByText('Patient Check-in')).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Alice Johnson', 'Patient #8', 'No patient assigned']);
    await userEvent.click(screen.getByRole('button', { name: /Newest First/ }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'No patient assigned',
      'Patient #8',
      'Alice Johnson',
    ]);
  });

  it('treats any other role as a medical assistant and filters by status', async () => {
    await serve({ json: [visits[1]] });
    renderWithProviders(<ActiveVisitsList role="nurse_practitioner" />);
    expect(await screen.findByText('Patient #8')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveAttribute('data-banner', 'assistant');
    await userEvent.click(screen.getByLabelText('Filter by status'));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending Review' }));
    expect(screen.getByText('No Pending Review visits found')).toBeInTheDocument();
  });

  it("shows 'No active visits' and 'Authentication Required' on 401", async () => {
    await serve({ status: 401, json: { message: 'Not signed in' } });
    renderWithProviders(<ActiveVisitsList role="doctor" />);
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please Login')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
  });

  it("says 'No active visits' when the list is empty", async () => {
    await serve({ json: [] });
    renderWithProviders(<ActiveVisitsList role="medical_assistant" />);
    expect(await screen.findByText('No active visits')).toBeInTheDocument();
  });
});
