import type { PatientDto } from '@common/schemas/patient.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PatientsTable } from './patients-table';

const patients: PatientDto[] = [
  {
    id: 1,
    name: 'Alice Johnson',
    email: 'alice@example.test',
    phoneNumber: '+1 555 0101',
    gender: 'female',
    dateOfBirth: '2000-01-05',
    createdAt: '',
  },
  { id: 2, name: 'Bruno Silva', email: null, phoneNumber: null, gender: null, dateOfBirth: null, createdAt: '' },
];

describe('PatientsTable', () => {
  it('formats dates of birth, falls back to N/A and always shows N/A as last visit', () => {
    renderWithProviders(<PatientsTable patients={patients} />);
    const [, alice, bruno] = screen.getAllByRole('row');
    expect(within(alice as HTMLElement).getByText('Jan 5, 2000')).toBeInTheDocument();
    expect(within(bruno as HTMLElement).getAllByText('N/A')).toHaveLength(2);
  });

  it('selects all, then offers export only (no delete handler), which is not available', async () => {
    renderWithProviders(<PatientsTable patients={patients} />);
    expect(screen.queryByRole('button', { name: 'Export Selected' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(screen.getByRole('checkbox', { name: 'Deselect All' })).toBeChecked();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Selected' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export Selected' }));
    expect((await screen.findAllByText('Feature Not Available')).length).toBeGreaterThan(0);
  });

  it("shows 'Delete Selected' with its warning when a delete handler is supplied", async () => {
    renderWithProviders(<PatientsTable patients={patients} onDeleteSelected={() => undefined} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Alice Johnson' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    expect(await screen.findByText(/cannot be undone/)).toHaveTextContent('all associated visits and records');
  });
});
