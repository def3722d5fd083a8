import type { CodeSearchQuery, CodeSearchResult, CodeSystem } from '@common/schemas/codes.schema';
import type { CodeSuggestion, CodeType } from '@common/schemas/note.schema';
import { curatedCandidates, normaliseCode, rankCandidates, type CuratedCandidate } from '../../coding/code-search';
import { findCptProcedure } from '../../coding/cpt-procedures';
import { EM_CODE_LABELS } from '../../coding/em-level';
import { findIcd10cmEntry } from '../../coding/icd10cm-table';
import { findIcd11 } from '../../coding/icd11-map';
import type { CodesRepository } from './codes.repository';

const SYSTEM_OF_TYPE: Record<CodeType, CodeSystem> = { 'ICD-10': 'ICD-10-CM', 'ICD-11': 'ICD-11', CPT: 'CPT' };
/** Rows fetched from an imported table before ranking, per requested result. */
const FETCH_FACTOR = 4;
const MAX_FETCH = 200;

/**
 * Code lookup: our curated tables plus the tables a clinic imported (the full ICD-10-CM list, licensed CPT
 * descriptors), merged, deduplicated and ranked. Imported text wins over ours for the same code.
 */
export class CodesService {
  constructor(private readonly repository: CodesRepository) {}

  async search(query: CodeSearchQuery): Promise<CodeSearchResult[]> {
    const fetch = Math.min(query.limit * FETCH_FACTOR, MAX_FETCH);
    const merged = new Map<string, CuratedCandidate>();
    for (const candidate of curatedCandidates(query.system)) merged.set(candidate.code, candidate);
    if (query.system === 'ICD-10-CM') {
      for (const row of await this.repository.searchIcd10cm(query.q, fetch)) {
        const curated = merged.get(row.code);
        merged.set(row.code, {
          code: row.code,
          description: row.description,
          billable: row.billable,
          synonyms: curated?.synonyms,
        });
      }
    }
    if (query.system === 'CPT') {
      for (const row of await this.repository.searchCptDescriptors(query.q, fetch)) {
        merged.set(row.code, { code: row.code, description: row.descriptor, synonyms: merged.get(row.code)?.synonyms });
      }
      // Descriptors replace our labels even when the match came from our synonyms.
      const ranked = rankCandidates(query.q, [...merged.values()], query.limit);
      const descriptors = await this.cptDescriptorLookup(ranked.map((c) => c.code));
      return ranked.map((c) => ({
        system: 'CPT',
        code: c.code,
        description: descriptors.get(c.code) ?? c.description,
      }));
    }
    return rankCandidates(query.q, [...merged.values()], query.limit).map((c) => ({
      system: query.system,
      code: c.code,
      description: c.description,
      ...(c.billable === undefined ? {} : { billable: c.billable }),
    }));
  }

  /**
   * True when the code exists in our curated tables or the imported ones (ICD-10-CM: any code of the imported
   * list, billable or a category header; check `billable` in search results where that matters).
   */
  async isKnownCode(type: CodeType | CodeSystem, code: string): Promise<boolean> {
    const system = type in SYSTEM_OF_TYPE ? SYSTEM_OF_TYPE[type as CodeType] : (type as CodeSystem);
    const normalised = normaliseCode(system, code);
    if (normalised === '') return false;
    if (system === 'ICD-10-CM')
      return Boolean(findIcd10cmEntry(normalised) ?? (await this.repository.findIcd10cm(normalised)));
    if (system === 'ICD-11') return Boolean(findIcd11(normalised));
    if (findCptProcedure(normalised) || EM_CODE_LABELS[normalised]) return true;
    return (await this.repository.findCptDescriptors([normalised])).length > 0;
  }

  /** Imported CPT descriptors for these codes (empty when the clinic has imported none). */
  async cptDescriptorLookup(codes: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.repository.findCptDescriptors([...new Set(codes)]);
    return new Map(rows.map((row) => [row.code, row.descriptor]));
  }

  /** Puts imported descriptors in place of our CPT labels on stored or fresh suggestions. */
  async describeSuggestions(suggestions: readonly CodeSuggestion[]): Promise<CodeSuggestion[]> {
    const descriptors = await this.cptDescriptorLookup(suggestions.filter((s) => s.type === 'CPT').map((s) => s.code));
    return suggestions.map((s) =>
      s.type === 'CPT' && descriptors.has(s.code) ? { ...s, description: descriptors.get(s.code) ?? s.description } : s,
    );
  }
}
