import { lookupTable } from '../../../../lib/lookup-table';
import type { EncounterContext } from '../../../../coding/clinical-finding';
import type { PatientProfile, Sentence, Sex } from './analysis.types';
import { sentenceEvidence } from './finding-merger';
import { readNumberAt } from './spoken-number';
import { tokenizeWords } from './word-tokenizer';

const AGE = /\b((?:\d{1,3})|(?:[a-z]+(?:[- ][a-z]+){0,2}))\s*-?\s*years?[- ]old\b/i;
const SEX_WORDS: Readonly<Record<string, Sex>> = lookupTable({
  female: 'female',
  woman: 'female',
  lady: 'female',
  girl: 'female',
  male: 'male',
  man: 'male',
  gentleman: 'male',
  boy: 'male',
});
const SEX_AFTER_AGE = /years?[- ]old\s+(?:[a-z]+\s+)?(female|woman|lady|girl|male|man|gentleman|boy)\b/i;
const TITLES: ReadonlyArray<readonly [RegExp, Sex]> = [
  [/\b(mrs|ms|miss)\.?\s+[a-z]/i, 'female'],
  [/\bmr\.?\s+[a-z]/i, 'male'],
  [/\b(ma'am|maam|madam|young lady)\b/i, 'female'],
  [/\b(sir|young man)\b/i, 'male'],
];
// Third-person pronouns in the clinician's dictation (sentences not spoken to the patient).
const SHE = /\b(she|her|hers|herself)\b/g;
const HE = /\b(he|him|his|himself)\b/g;
const PRONOUN_MARGIN = 5;

/** The age a sentence states in years ("a 4-year-old", "she is twenty one years old"), or null. */
export function readAge(text: string): number | null {
  const match = AGE.exec(text);
  if (!match?.[1]) return null;
  if (/^\d+$/.test(match[1])) return Number(match[1]);
  const tokens = tokenizeWords(match[1].replace(/-/g, ' '));
  for (let i = 0; i < tokens.length; i += 1) {
    const reading = readNumberAt(tokens, i);
    if (reading && reading.last === tokens.length) return reading.value;
  }
  return null;
}

/** Age, sex and the clinician's one-line summary, each only when the transcript says it. */
export function readPatientProfile(sentences: readonly Sentence[]): PatientProfile {
  const profile: PatientProfile = {};
  let she = 0;
  let he = 0;
  let firstPronoun: { sex: Sex; sentence: Sentence } | undefined;
  for (const sentence of sentences) {
    if (sentence.speaker !== 'doctor') continue;
    const age = readAge(sentence.text);
    if (age !== null && age > 0 && age < 120 && !profile.age) {
      profile.age = { value: age, evidence: sentenceEvidence(sentence) };
      if (/\b(is|are)\s+an?\s/i.test(sentence.text)) profile.summary ??= { sentenceIndex: sentence.index };
    }
    const sexWord = SEX_AFTER_AGE.exec(sentence.text)?.[1]?.toLowerCase();
    if (sexWord && !profile.sex) profile.sex = { value: SEX_WORDS[sexWord]!, evidence: sentenceEvidence(sentence) };
    for (const [pattern, sex] of TITLES) {
      if (!profile.sex && pattern.test(sentence.text))
        profile.sex = { value: sex, evidence: sentenceEvidence(sentence) };
    }
    if (!/\byou(r|'re|'ve)?\b/i.test(sentence.text)) {
      const s = sentence.text.toLowerCase().match(SHE)?.length ?? 0;
      const h = sentence.text.toLowerCase().match(HE)?.length ?? 0;
      she += s;
      he += h;
      if (!firstPronoun && s !== h) firstPronoun = { sex: s > h ? 'female' : 'male', sentence };
    }
  }
  if (
    !profile.sex &&
    firstPronoun &&
    Math.abs(she - he) >= PRONOUN_MARGIN &&
    Math.min(she, he) * 3 <= Math.max(she, he)
  ) {
    const sex: Sex = she > he ? 'female' : 'male';
    const evidence = firstPronoun.sex === sex ? firstPronoun.sentence : undefined;
    if (evidence) profile.sex = { value: sex, evidence: sentenceEvidence(evidence) };
  }
  return profile;
}

const NEW_PATIENT = /\b(new patient|nice to meet you|first visit|first time (?:seeing|meeting|here)|establish care)\b/i;
const ESTABLISHED =
  /\b(good to see you again|nice to see you again|since (?:your|our|the) last visit|last time i saw you|since i last saw you|since i saw you|at your last visit|follow[- ]up visit|been a year since|back (?:in|to see)|your last appointment)\b/i;
const TIME_SPENT = /\bspent\b/i;

/** What the E/M level needs: new or established patient, and total time when the clinician states it. */
export function readEncounterContext(sentences: readonly Sentence[]): EncounterContext {
  const context: EncounterContext = {};
  for (const sentence of sentences) {
    if (sentence.speaker !== 'doctor') continue;
    if (context.newPatient === undefined && NEW_PATIENT.test(sentence.text)) context.newPatient = true;
    if (context.newPatient === undefined && ESTABLISHED.test(sentence.text)) context.newPatient = false;
    if (context.totalMinutes === undefined && TIME_SPENT.test(sentence.text)) {
      const tokens = sentence.tokens;
      for (let i = 0; i < tokens.length; i += 1) {
        const reading = readNumberAt(tokens, i);
        if (reading && /^minutes?$/.test(tokens[reading.last]?.norm ?? '')) {
          context.totalMinutes = reading.value;
          break;
        }
      }
    }
  }
  return context;
}
