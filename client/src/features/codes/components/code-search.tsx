import { CODE_SYSTEMS, type CodeSystem } from '@common/schemas/codes.schema';
import type { CodeSuggestion } from '@common/schemas/note.schema';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { getErrorMessage } from '../../../lib/api-error';
import { useCodeSearch } from '../api/search-codes';

/** A code the doctor picks is certain by definition; suggestion types name ICD-10-CM 'ICD-10'. */
function toSuggestion(system: CodeSystem, code: string, description: string): CodeSuggestion {
  return { type: system === 'ICD-10-CM' ? 'ICD-10' : system, code, description, confidence: 1, source: 'clinician' };
}

interface CodeSearchProps {
  onAdd: (code: CodeSuggestion) => void;
}

/** Doctor's lookup of ICD-10-CM, ICD-11 and CPT codes to add to the note. */
export function CodeSearch({ onAdd }: CodeSearchProps) {
  const [system, setSystem] = useState<CodeSystem>('ICD-10-CM');
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, 300);
  const results = useCodeSearch(system, query);
  const isSystem = (value: string): value is CodeSystem => (CODE_SYSTEMS as readonly string[]).includes(value);

  return (
    <div className="space-y-3 rounded-md border border-dashed p-3">
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <div className="space-y-2">
          <Label htmlFor="code-system">Code system</Label>
          <Select value={system} onValueChange={(value) => isSystem(value) && setSystem(value)}>
            <SelectTrigger id="code-system">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CODE_SYSTEMS.map((item) => (
                <SelectItem key={item} value={item}>
                  {item}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor="code-search">Search codes</Label>
          <Input
            id="code-search"
            type="search"
            placeholder="Code or words, e.g. bronchitis"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      {results.isError && (
        <p className="text-sm text-destructive">{getErrorMessage(results.error, 'Code search failed')}</p>
      )}
      {results.data && query.trim().length >= 2 && (
        <ul className="max-h-56 space-y-1 overflow-y-auto" aria-label="Code search results">
          {results.data.length === 0 && <li className="text-sm text-muted-foreground">No codes found</li>}
          {results.data.map((result) => (
            <li
              key={`${result.system}-${result.code}`}
              className="flex items-center justify-between gap-2 rounded-md px-2 py-1 text-sm hover:bg-muted"
            >
              <span>
                <span className="font-mono font-semibold">{result.code}</span> {result.description}
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onAdd(toSuggestion(result.system, result.code, result.description))}
                aria-label={`Add ${result.code}`}
              >
                <Plus aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
