/**
 * Regenerates data/clinical-pronunciations.dict: a CMU-phone pronunciation for every clinical word that
 * CMUdict lacks (from espeak-ng's IPA), and spelled-letter pronunciations for acronyms.
 * Run by hand after editing the vocabulary: `npx tsx server/src/engines/transcription/pocketsphinx/pronunciation.generator.ts`
 * The output is committed and checked by pronunciation.test.ts; the product never runs espeak-ng.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { loadClinicalVocabulary, PRONUNCIATIONS_FILE } from './clinical-vocabulary';
import { baseWord, formatDictionary, ipaToCmu, parseDictionary, type DictEntry } from './pronunciation';

const run = promisify(execFile);
const CMUDICT = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';

async function espeakIpa(word: string): Promise<string> {
  const { stdout } = await run('espeak-ng', ['-v', 'en-us', '-q', '--ipa', word]);
  return stdout.trim();
}

export async function generateClinicalPronunciations(): Promise<DictEntry[]> {
  const cmu = parseDictionary(await readFile(CMUDICT, 'utf8'));
  const known = new Map<string, DictEntry[]>();
  for (const e of cmu) known.set(baseWord(e.word), [...(known.get(baseWord(e.word)) ?? []), e]);
  const letter = (ch: string): string[] => {
    const entry = known.get(ch)?.[0];
    if (!entry) throw new Error(`CMUdict has no letter ${ch}`);
    return entry.phones;
  };
  const out: DictEntry[] = [];
  for (const { word, category } of await loadClinicalVocabulary()) {
    const existing = known.get(word) ?? [];
    if (category === 'acronym') {
      const phones = [...word].flatMap(letter);
      if (existing.some((e) => e.phones.join(' ') === phones.join(' '))) continue;
      out.push({ word: existing.length > 0 ? `${word}(${existing.length + 1})` : word, phones });
    } else if (existing.length === 0) {
      out.push({ word, phones: ipaToCmu(await espeakIpa(word)) });
    }
  }
  return out.sort((a, b) => a.word.localeCompare(b.word));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const entries = await generateClinicalPronunciations();
  await writeFile(PRONUNCIATIONS_FILE, formatDictionary(entries));
  console.log(`Wrote ${entries.length} pronunciations to ${PRONUNCIATIONS_FILE}`);
}
