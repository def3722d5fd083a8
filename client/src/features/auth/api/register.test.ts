import { afterEach, describe, expect, it } from 'vitest';
import { startApiTestServer } from '../../../test/api-test-server';
import { register } from './register';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const data = {
  name: 'A',
  email: 'a@b.org',
  role: 'doctor' as const,
  password: 'password1',
  confirmPassword: 'password1',
  canRecordInitial: false,
  canRecordDoctor: false,
};

describe('register', () => {
  it("fails with the server's message, else 'Failed to register'", async () => {
    let answer: { status: number; json?: unknown; text?: string } = {
      status: 409,
      json: { message: 'An account with this email already exists' },
    };
    const api = await startApiTestServer({ 'POST /api/auth/register': () => answer });
    close = api.close;
    await expect(register(data)).rejects.toThrow('An account with this email already exists');
    answer = { status: 500, text: '' };
    await expect(register(data)).rejects.toThrow('Failed to register');
  });
});
