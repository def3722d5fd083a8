import { format, isValid, parseISO } from 'date-fns';

/** SPEC section 9 date formats. */
export const DATE_FORMAT = 'MMM d, yyyy';
export const DATE_TIME_LONG_FORMAT = 'MMMM d, yyyy h:mm a';
export const DATE_TIME_24_FORMAT = 'MM/dd/yyyy HH:mm:ss';
export const DATE_TIME_12_FORMAT = 'MM/dd/yyyy hh:mm:ss a';

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A bare calendar date (date of birth) is parsed as local midnight so it never shifts by a day.
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** Formats an ISO string, or returns `fallback` when it is missing or not a date. */
export function formatDate(value: string | null | undefined, pattern: string, fallback: string): string {
  const date = toDate(value);
  return date ? format(date, pattern) : fallback;
}

/** Milliseconds since the epoch for sorting; missing dates sort as the oldest. */
export function toTime(value: string | null | undefined): number {
  return toDate(value)?.getTime() ?? 0;
}

/** Seconds as mm:ss, for the recorder's timer. */
export function formatDuration(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
