import type { CodeSearchResult, CodeSystem } from '@common/schemas/codes.schema';
import { listCptProcedures } from './cpt-procedures';
import { EM_CODE_LABELS } from './em-level';
import { formatIcd10cmCode } from './icd10cm-entry';
import { listIcd10cmEntries } from './icd10cm-table';
import { listIcd11Mappings } from './icd11-map';
import { tokenise } from './text-normalise';

/**
 * Ranking shared by the curated tables and the imported ones: an exact code first, then code prefixes (shorter
 * codes first), then entries whose description or synonyms contain every query word (as a word or word start).
 */
export interface SearchCandidate {
  code: string;
  description: string;
  /** Extra words that should find the entry (our synonyms and triggers). */
  synonyms?: readonly string[];
}

const compact = (code: string) => code.toUpperCase().replace(/\./g, '');

/** 0 when the candidate does not match the query at all. */
export function scoreCandidate(query: string, candidate: SearchCandidate): number {
  const wanted = compact(query.trim());
  const code = compact(candidate.code);
  if (wanted !== '' && code === wanted) return 10_000;
  if (wanted.length >= 1 && /^[A-Z0-9.]+$/i.test(query.trim()) && code.startsWith(wanted)) return 5_000 - code.length;
  const words = tokenise(query);
  if (words.length === 0) return 0;
  const description = tokenise(candidate.description);
  const synonyms = (candidate.synonyms ?? []).map(tokenise);
  const inDescription = words.every((word) => description.some((token) => token.startsWith(word)));
  const inSynonym = synonyms.some((synonym) => words.every((word) => synonym.some((token) => token.startsWith(word))));
  if (!inDescription && !inSynonym) return 0;
  const exactSynonym = synonyms.some((synonym) => synonym.join(' ') === words.join(' '));
  // Shorter descriptions are the more general, usually the wanted, entry.
  return (exactSynonym ? 400 : 0) + (inDescription ? 200 : 100) - Math.min(candidate.description.length, 99);
}

export function rankCandidates<T extends SearchCandidate>(query: string, candidates: readonly T[], limit: number): T[] {
  return candidates
    .map((candidate) => ({ candidate, score: scoreCandidate(query, candidate) }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || a.candidate.code.localeCompare(b.candidate.code))
    .slice(0, limit)
    .map((scored) => scored.candidate);
}

export interface CuratedCandidate extends SearchCandidate {
  billable?: boolean;
}

export function curatedCandidates(system: CodeSystem): CuratedCandidate[] {
  if (system === 'ICD-10-CM') {
    return listIcd10cmEntries().map((e) => ({
      code: e.code,
      description: e.description,
      synonyms: e.triggers,
      billable: true,
    }));
  }
  if (system === 'ICD-11') return listIcd11Mappings().map((m) => ({ code: m.icd11, description: m.title }));
  const visits = Object.entries(EM_CODE_LABELS).map(([code, label]) => ({
    code,
    description: label,
    synonyms: ['office visit', 'e m', 'evaluation and management'],
  }));
  const procedures = listCptProcedures()
    .filter((p) => p.separatelyBillable !== false)
    .map((p) => ({ code: p.code, description: p.label, synonyms: p.triggers }));
  return [...visits, ...procedures];
}

/** Searches our shipped tables only (no database). */
export function searchCuratedCodes(system: CodeSystem, query: string, limit: number): CodeSearchResult[] {
  return rankCandidates(query, curatedCandidates(system), limit).map((c) => ({
    system,
    code: c.code,
    description: c.description,
    ...(c.billable === undefined ? {} : { billable: c.billable }),
  }));
}

/** Normalises a code for lookups in the given system ("j069" → "J06.9"). */
export function normaliseCode(system: CodeSystem, code: string): string {
  if (system === 'ICD-10-CM') return formatIcd10cmCode(code);
  return code.trim().toUpperCase();
}
