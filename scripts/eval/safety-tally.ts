import type { NoteResult } from '../../server/src/engines/note/note.engine';
import { formatNoteText } from './note-format';
import type { EncounterLabels } from './safety-labels';
import {
  allergiesKept,
  categoryOutcome,
  codesOnFindings,
  deniedWrittenAsPresent,
  doseKept,
  noteSentences,
  otherWrittenAsPatients,
} from './safety-metrics';

/** Running counts of the safety figures over a set of encounters. */
export interface Tally {
  codesOnDenied: number;
  codesOnOthers: number;
  denied: number;
  deniedPresent: number;
  others: number;
  othersAsPatients: number;
  allergies: number;
  allergiesKept: number;
  doses: number;
  dosesKept: number;
  assessedVisits: number;
  visitsWithAP: number;
  expected: number;
  found: number;
  suggested: number;
  correct: number;
  warned: number;
  ms: number[];
}

export function emptyTally(): Tally {
  return {
    ...{ codesOnDenied: 0, codesOnOthers: 0, denied: 0, deniedPresent: 0, others: 0, othersAsPatients: 0 },
    ...{ allergies: 0, allergiesKept: 0, doses: 0, dosesKept: 0, assessedVisits: 0, visitsWithAP: 0 },
    ...{ expected: 0, found: 0, suggested: 0, correct: 0, warned: 0, ms: [] },
  };
}

/** Adds one encounter's outcome to the tally; returns what went wrong, named by our labels (no transcript text). */
export function scoreEncounter(tally: Tally, note: NoteResult, labels: EncounterLabels): string[] {
  const problems: string[] = [];
  const sentences = noteSentences(formatNoteText(note));
  const icd10 = note.codeSuggestions.filter((code) => code.type === 'ICD-10').map((code) => code.code);
  const onDenied = codesOnFindings(icd10, labels.denied);
  const onOthers = codesOnFindings(icd10, labels.others).filter((code) => !/^Z8[0-4]/.test(code));
  tally.codesOnDenied += onDenied.length;
  tally.codesOnOthers += onOthers.length;
  if (onDenied.length + onOthers.length > 0)
    problems.push(`codes on denied/others: ${[...onDenied, ...onOthers].join(',')}`);
  for (const finding of labels.denied) {
    tally.denied += 1;
    if (deniedWrittenAsPresent(sentences, finding)) {
      tally.deniedPresent += 1;
      problems.push(`denied ${finding.finding} written as present`);
    }
  }
  for (const finding of labels.others) {
    tally.others += 1;
    if (otherWrittenAsPatients(sentences, finding)) {
      tally.othersAsPatients += 1;
      problems.push(`${finding.who ?? 'other'}'s ${finding.finding} written as the patient's`);
    }
  }
  const allergies = allergiesKept(sentences, labels.allergies);
  tally.allergies += allergies.expected;
  tally.allergiesKept += allergies.kept;
  if (allergies.kept < allergies.expected) problems.push('allergy lost');
  for (const dose of labels.doses) {
    tally.doses += 1;
    if (doseKept(sentences, dose)) tally.dosesKept += 1;
    else problems.push(`dose ${dose.dose} of ${String(dose.drug)} lost`);
  }
  const categories = categoryOutcome(icd10, labels);
  if (categories) {
    if (labels.assessmentSaid) {
      tally.assessedVisits += 1;
      if (note.assessment.trim() !== '' && (!labels.planSaid || note.plan.trim() !== '')) tally.visitsWithAP += 1;
      else problems.push('empty assessment or plan');
    }
    tally.expected += categories.expected;
    tally.found += categories.found;
    tally.suggested += categories.suggested;
    tally.correct += categories.correct;
    if (categories.missed.length > 0) problems.push(`assessed not coded: ${categories.missed.join(', ')}`);
    if (categories.extra.length > 0) problems.push(`unassessed categories: ${categories.extra.join(',')}`);
  }
  const warnings = (note as { warnings?: unknown[] }).warnings;
  if (Array.isArray(warnings) && warnings.length > 0) tally.warned += 1;
  return problems;
}

const pct = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);

export function printTally(t: Tally): void {
  const mean = t.ms.reduce((sum, ms) => sum + ms, 0) / Math.max(1, t.ms.length);
  console.log(`codes on denied conditions: ${t.codesOnDenied}   codes on others' conditions: ${t.codesOnOthers}`);
  console.log(`denied findings written as present: ${pct(t.deniedPresent, t.denied)} (${t.deniedPresent}/${t.denied})`);
  console.log(
    `others' conditions as the patient's: ${pct(t.othersAsPatients, t.others)} (${t.othersAsPatients}/${t.others})`,
  );
  console.log(`allergies kept: ${pct(t.allergiesKept, t.allergies)} (${t.allergiesKept}/${t.allergies})`);
  console.log(`spoken doses kept exactly: ${pct(t.dosesKept, t.doses)} (${t.dosesKept}/${t.doses})`);
  console.log(
    `visits with non-empty A and P: ${pct(t.visitsWithAP, t.assessedVisits)} (${t.visitsWithAP}/${t.assessedVisits})`,
  );
  console.log(
    `assessed-category recall ${pct(t.found, t.expected)} (${t.found}/${t.expected}), precision ${pct(t.correct, t.suggested)} (${t.correct}/${t.suggested})`,
  );
  console.log(
    `visits with warnings: ${t.warned}   ms per visit: ${mean.toFixed(1)} (worst ${Math.max(...t.ms).toFixed(1)})`,
  );
}
