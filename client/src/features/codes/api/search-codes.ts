import type { CodeSearchResult, CodeSystem } from '@common/schemas/codes.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

export function searchCodes(system: CodeSystem, q: string, signal?: AbortSignal): Promise<CodeSearchResult[]> {
  const params = new URLSearchParams({ system, q, limit: '10' });
  return apiGetStrict<CodeSearchResult[]>(`/api/codes/search?${params.toString()}`, signal);
}

export function codeSearchQueryOptions(system: CodeSystem, q: string) {
  return queryOptions({
    queryKey: ['/api/codes/search', system, q] as const,
    queryFn: ({ signal }) => searchCodes(system, q, signal),
  });
}

/** Searches once at least two characters are typed. */
export function useCodeSearch(system: CodeSystem, q: string) {
  const text = q.trim();
  return useQuery({
    ...codeSearchQueryOptions(system, text),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
