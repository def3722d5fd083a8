import { access, constants } from 'node:fs/promises';

/** Whether this process may use the file in the given way (read by default); false rather than an error. */
export function canAccess(path: string, mode: number = constants.R_OK): Promise<boolean> {
  return access(path, mode).then(
    () => true,
    () => false,
  );
}
