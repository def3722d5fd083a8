import { describe, expect, it } from 'vitest';
import {
  commonPasswords,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT_FOR_POLICY,
  passwordProblem,
} from './password-policy';

describe('passwordProblem', () => {
  it('refuses passwords shorter than 12 characters', () => {
    expect(passwordProblem('longenough1')).toBe(PASSWORD_TOO_SHORT_FOR_POLICY);
    expect(PASSWORD_TOO_SHORT_FOR_POLICY).toBe('Password must be at least 12 characters');
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('password1234')).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem('QWERTY123456')).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem('1qaz2wsx3edc')).toBe(PASSWORD_TOO_COMMON);
  });

  it('accepts a long uncommon password', () => {
    expect(passwordProblem('correct horse 1')).toBeNull();
    expect(passwordProblem('violet-kettle-harbour')).toBeNull();
  });

  it('ships a list of a few thousand entries, none shorter than the length rule', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(1000);
    expect([...list].every((entry) => entry.length >= 12)).toBe(true);
  });
});
