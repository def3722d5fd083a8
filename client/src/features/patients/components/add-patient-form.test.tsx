import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApiTestServer } from '../../../test/api-test-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AddPatientForm } from './add-patient-form';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('AddPatientForm', () => {
  it('requires the full name and validates optional fields only when given', async () => {
    const api = await startApiTestServer({});
    close = api.close;
    renderWithProviders(<AddPatientForm onDone={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Add Patient' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the patient, leaving out empty optional fields', async () => {
    const api = await startApiTestServer({ 'POST /api/patients': () => ({ status: 201, json: { id: 4 } }) });
    close = api.close;
    const onDone = vi.fn();
    renderWithProviders(<AddPatientForm onDone={onDone} />);
    await userEvent.type(screen.getByLabelText('Full Name'), 'Alice Johnson');
    await userEvent.click(screen.getByLabelText('Gender'));
    await userEvent.click(await screen.findByRole('option', { name: 'Female' }));
    await userEvent.type(screen.getByLabelText('Date of Birth'), '1984-03-09');
    await userEvent.click(screen.getByRole('button', { name: 'Add Patient' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(api.requests[0]?.body ?? '{}')).toEqual({
      name: 'Alice Johnson',
      gender: 'female',
      dateOfBirth: '1984-03-09',
    });
    expect(await screen.findByText('Patient added successfully')).toBeInTheDocument();
  });

  it("shows 'Failed to add patient' when the server gives no message", async () => {
    const api = await startApiTestServer({
      'POST /api/patients': () => ({ status: 500, text: 'Internal Server Error' }),
    });
    close = api.close;
    renderWithProviders(<AddPatientForm onDone={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Full Name'), 'Bruno Silva');
    await userEvent.click(screen.getByRole('button', { name: 'Add Patient' }));
    expect(await screen.findByText('Failed to add patient')).toBeInTheDocument();
  });
});
