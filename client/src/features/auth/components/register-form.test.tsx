import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApiTestServer } from '../../../test/api-test-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RegisterForm } from './register-form';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function fillValid(password = 'long-enough-1', confirm = password) {
  await userEvent.type(screen.getByLabelText('Name'), 'Mia Assistant');
  await userEvent.type(screen.getByLabelText('Email'), 'mia@clinic.test');
  await userEvent.click(screen.getByLabelText('Role'));
  await userEvent.click(await screen.findByRole('option', { name: 'Medical Assistant' }));
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('RegisterForm', () => {
  it('offers the four registration roles behind the placeholder', async () => {
    renderWithProviders(<RegisterForm onSuccess={vi.fn()} />);
    expect(screen.getByText('Select your role')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Role'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Facility Staff',
      'Doctor',
      'Medical Assistant',
      'Patient',
    ]);
  });

  it('rejects a short password', async () => {
    renderWithProviders(<RegisterForm onSuccess={vi.fn()} />);
    await fillValid('short', 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('shows "Passwords don\'t match" on the confirm field', async () => {
    renderWithProviders(<RegisterForm onSuccess={vi.fn()} />);
    await fillValid('long-enough-1', 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const message = await screen.findByText("Passwords don't match");
    expect(message).toHaveAttribute('id', 'register-confirm-password-error');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute(
      'aria-describedby',
      'register-confirm-password-error',
    );
  });

  it('sends the registration with both flags false, toasts and continues', async () => {
    const api = await startApiTestServer({ 'POST /api/auth/register': () => ({ status: 201, json: { id: 7 } }) });
    close = api.close;
    const onSuccess = vi.fn();
    renderWithProviders(<RegisterForm onSuccess={onSuccess} />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    expect(JSON.parse(api.requests[0]?.body ?? '{}')).toEqual({
      name: 'Mia Assistant',
      email: 'mia@clinic.test',
      role: 'medical_assistant',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
      canRecordInitial: false,
      canRecordDoctor: false,
    });
  });

  it("shows the server's message, or 'Failed to create account'", async () => {
    const api = await startApiTestServer({
      'POST /api/auth/register': () => ({ status: 409, json: { message: 'Email already registered' } }),
    });
    close = api.close;
    renderWithProviders(<RegisterForm onSuccess={vi.fn()} />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
  });

  it("states the server's password rule and shows its refusal of a password the spec's 8 would let through", async () => {
    const api = await startApiTestServer({
      'POST /api/auth/register': () => ({
        status: 400,
        json: {
          message: 'Invalid input - password: Password must be at least 12 characters',
          errors: [{ path: 'password', message: 'Password must be at least 12 characters' }],
        },
      }),
    });
    close = api.close;
    renderWithProviders(<RegisterForm onSuccess={vi.fn()} />);
    expect(screen.getByText('At least 12 characters; common passwords are refused.')).toBeInTheDocument();
    await fillValid('ninechars', 'ninechars');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/Password must be at least 12 characters/)).toBeInTheDocument();
  });
});
