import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIN_STRONG_PASSWORD_LENGTH } from '@common/limits';
import { badRequest } from '../../lib/http-error';

export const PASSWORD_TOO_SHORT_FOR_POLICY = `Password must be at least ${MIN_STRONG_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose one that is harder to guess.';

let common: Set<string> | undefined;

/** The bundled list (data/common-passwords.txt beside this module, or beside the server bundle). */
export function commonPasswords(): Set<string> {
  if (common) return common;
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'common-passwords.txt');
  const lines = readFileSync(file, 'utf8').split('\n');
  common = new Set(lines.map((line) => line.trim().toLowerCase()).filter((line) => line && !line.startsWith('#')));
  return common;
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_STRONG_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_FOR_POLICY;
  if (commonPasswords().has(password.trim().toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}

/** Refuses a new password (registration, an account the administrator makes, a password change) with a 400. */
export function assertPasswordAcceptable(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(`Invalid input - ${field}: ${problem}`, [{ path: field, message: problem }]);
}
