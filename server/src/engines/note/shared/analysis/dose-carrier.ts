import {
  ALTERNATIVE_DOSE_JOINERS,
  BACK_REFERENCES,
  CLASS_NAMING_WORDS,
  DOSE_QUESTION_CUES,
  DOSE_TALK_CUES,
} from '../vocabulary/dose-talk.vocab';
import { DOSE_UNITS } from '../vocabulary/medication-sig.vocab';
import type { Mention, Sentence } from './analysis.types';
import { isCount, rivalDoses, saysCorrection } from './dose-conflict';
import { standingFrom, takenBackByNext } from './correction-reader';
import { limitsIntake } from './dose-limit';
import { carryDoseSteps } from './dose-steps';
import { titratesFrom } from './dose-titration';
import { startedOf } from './dose-started-medicine';
import { appliedAmountOf } from './dose-applied-amount';
import { answeredDose, extractMedications, frequencyAt } from './medication-extractor';
import type { QuestionAnswer } from './question-answer';

/** How many sentences back a dose said without its medicine may look for the medicine it is the dose of. */
const CARRY_REACH = 3;
/**
 * "They prescribed me methadone." … "Do you remember the dosage?" "It was ten M G.": a question about the dose
 * the answer's turn answers keeps the talk on the medicine, so the answer may look further back for it; so does a
 * dose said of "it" ("If you'd like to try it, we'd start on fifty milligrams"), after the patient's reply.
 */
const DOSE_QUESTION_REACH = 6;

/**
 * "How much Lexapro are you taking?" "I am taking ten M G.", "I take Aciphex." "Is that twenty M G once a day?"
 * "It is.": a dose said without a medicine's name is the dose of the one medicine named just before it, when
 * that medicine has no dose yet. A clinician's question carries its dose only when the patient says yes. The
 * sentence that said the dose joins the mention's evidence. Two medicines before it, two doses in it, or a
 * medicine that already has a dose leave it unread: whose dose it is would be a guess, and a wrong dose is
 * worse than none.
 */
export function carryDoses(
  mentions: Mention[],
  sentences: readonly Sentence[],
  questions: ReadonlyMap<number, QuestionAnswer>,
): void {
  const medicines = new Map<number, Mention[]>();
  // Medicines said with two different strengths: they keep neither, and none is carried to them later.
  const rivalled = new Set<Mention>();
  const carried = new Map<Mention, { frequency: boolean }>();
  for (const m of mentions)
    if (m.kind === 'medication') medicines.set(m.sentenceIndex, [...(medicines.get(m.sentenceIndex) ?? []), m]);
  const allergens = allergensOf(mentions);
  for (const sentence of sentences) {
    if (medicines.has(sentence.index)) continue;
    const asked = sentence.isQuestion ? questions.get(sentence.index) : undefined;
    if (sentence.isQuestion && asked?.polarity !== 'yes') continue;
    if (!sentence.tokens.some((token, k) => k > 0 && token.norm in DOSE_UNITS)) continue; // most talk has no dose
    // "That's ten milligrams, no sorry, no": a dose taken back is no one's dose.
    if (takenBackByNext(sentence, sentences[sentence.index + 1])) continue;
    // "I'd like your sodium under two thousand milligrams a day": a limit or a diet amount is no one's dose.
    if (limitsIntake(sentence)) continue;
    const found = answeredDose([sentence.tokens.slice(standingFrom(sentence.tokens))]);
    // "… 0.5 mg once a day for 3 days, then 1 mg twice a day": the steps of the medicine just started.
    if (!found) carryDoseSteps(sentence, sentences[sentence.index - 1], medicines.get(sentence.index - 1) ?? []);
    if (!found) continue;
    const onMedicine = doseAsked(sentences, sentence.index) || takesUp(sentence, sentences[sentence.index - 1]);
    const nearest = nearestMedicines(sentences, medicines, sentence.index, DOSE_QUESTION_REACH, allergens);
    if (!nearest) continue;
    // "Start at 25 mg." "After a month, if it's helping," "we go up to 50 mg.": the talk stays on the medicine as
    // far on from the last sentence that gave it a dose as from the one that named it.
    const near = sentence.index - lastSaidOf(nearest, sentence.index) <= CARRY_REACH;
    if (!near && !onMedicine && !dosesTalkedOf(sentences, nearest.index, sentence.index)) continue;
    const named = startedOf(
      withoutNamingClass(
        nearest.mentions.length > 0 ? nearest.mentions : lastMentionOf(mentions, nearest.drugs, sentence.index),
        sentences[nearest.index]!,
      ),
      sentence,
    );
    const drugs = new Set(named.map((m) => m.conceptId));
    if (drugs.size !== 1 || named.some((m) => m.medication?.drug.isClass || rivalled.has(m))) continue;
    // "Are you taking the higher dose?" "No." "That was one M G?": a medicine not taken (or a relative's) has no
    // dose to carry.
    if (named.some((m) => m.assertion === 'negated' || m.assertion === 'family')) continue;
    // "Cialis, on the days I train." "I take 5 mg." "Otherwise 2.5 mg.": a second strength for the same medicine
    // makes either alone a wrong dose, so the medicine keeps none.
    // "… and ten milligrams of something else": a dose said "of" another thing is that thing's, no rival.
    const rival = named.some((m) => m.attributes.dose && rivalDoses(m.attributes.dose, found.dose));
    // "… I take 5 mg." "Otherwise I take 2.5 mg.": the other strength, said straight after as the alternative, is
    // kept with the first, since only both together say how the medicine is taken.
    if (rival && alternativeTo(sentence, sentences[sentence.index - 1], named)) {
      for (const m of named) {
        m.attributes.dose = `${m.attributes.dose}, otherwise ${found.dose}`;
        m.evidenceSentences = [...new Set([...m.evidenceSentences, sentence.index])].sort((a, b) => a - b);
      }
      continue;
    }
    // "Start at 50 mg." "After two weeks, go up to 100 mg.": the step planned is kept with the starting dose.
    if (rival && titratesFrom(sentence, sentences, named)) {
      for (const m of named) {
        m.attributes.dose = `${m.attributes.dose}, then ${found.dose}`;
        m.evidenceSentences = [...new Set([...m.evidenceSentences, sentence.index])].sort((a, b) => a - b);
      }
      continue;
    }
    if (rival && !saysDoseOfOther(sentence) && !saysCorrection(sentence.tokens)) {
      for (const m of named) dropDose(m, carried.get(m));
      named.forEach((m) => rivalled.add(m));
      continue;
    }
    // "Diclofenac gel, one percent." "Two grams to each hand.": the amount put on, of the strength said.
    const applied = appliedAmountOf(named, found.dose);
    // A count said first ("one capsule a day") is how many, not the strength: the strength answered replaces it.
    if (!applied && named.some((m) => m.attributes.dose && !isCount(m.attributes.dose))) continue;
    const said = [nearest.index, sentence.index, ...(asked ? [asked.answer.index] : [])];
    const frequency = frequencyOf(sentence);
    for (const m of named) {
      carried.set(m, { frequency: Boolean(frequency && !m.attributes.frequency) });
      m.attributes.dose = applied ?? found.dose;
      if (frequency && !m.attributes.frequency) m.attributes.frequency = frequency;
      m.evidenceSentences = [...new Set([...m.evidenceSentences, ...said])].sort((a, b) => a - b);
    }
  }
}

// "an antibiotic tablet called lymecycline", "a statin, atorvastatin": the class names the medicine after it.
const NAMING: ReadonlySet<string> = new Set(CLASS_NAMING_WORDS);
const NAMING_REACH = 3;

/** The mentions without a class that only says what kind of medicine the named one right after it is. */
function withoutNamingClass(named: Mention[], sentence: Sentence): Mention[] {
  return named.filter((m) => {
    if (!m.medication?.drug.isClass) return true;
    const next = named.find((other) => !other.medication?.drug.isClass && other.first >= m.last);
    if (!next || next.first - m.last > NAMING_REACH) return true;
    return !sentence.tokens.slice(m.last, next.first).every((token) => NAMING.has(token.norm));
  });
}

/** "ten milligrams of something else": a unit of dose followed by "of" names what the dose is of. */
const saysDoseOfOther = (sentence: Sentence) =>
  sentence.tokens.some((token, k) => token.norm in DOSE_UNITS && sentence.tokens[k + 1]?.norm === 'of');

/** Takes a dose off a medicine, with the frequency that was carried along with it. */
function dropDose(mention: Mention, carried: { frequency: boolean } | undefined): void {
  delete mention.attributes.dose;
  if (carried?.frequency) delete mention.attributes.frequency;
}

/**
 * The sentence nearest before `index` that names a medicine: its mentions, and the medicines it names (a question
 * nobody answered names one without a mention: "How much Klonopin do you take?" "I take a low dose.").
 */
function nearestMedicines(
  sentences: readonly Sentence[],
  medicines: ReadonlyMap<number, Mention[]>,
  index: number,
  reach: number,
  allergens: Allergens,
): { index: number; mentions: Mention[]; drugs: Set<string> } | null {
  for (let back = index - 1; back >= Math.max(0, index - reach); back -= 1) {
    // "… you've had a bad reaction to codeine, we'll start low": a drug named there as an allergen is not the
    // medicine the talk is dosing, so the search goes on past it.
    const named = allergens.get(back);
    const drugs = new Set(
      extractMedications(sentences[back]!.tokens)
        .map((m) => m.drug.id)
        .filter((id) => !named?.has(id)),
    );
    const mentions = medicines.get(back) ?? [];
    if (mentions.length > 0 || drugs.size > 0) return { index: back, mentions, drugs };
  }
  return null;
}

/** The drugs named as allergens (not denied), by the sentence they are named in. */
type Allergens = ReadonlyMap<number, ReadonlySet<string>>;

function allergensOf(mentions: readonly Mention[]): Allergens {
  const found = new Map<number, Set<string>>();
  for (const m of mentions) {
    if (m.kind !== 'allergy' || m.assertion !== 'present') continue;
    found.set(m.sentenceIndex, new Set([...(found.get(m.sentenceIndex) ?? []), m.conceptId]));
  }
  return found;
}

/**
 * Whether the sentence opens with "otherwise" (or "or else") right after the same speaker's sentence that gave the
 * medicines their dose: the second strength is the alternative to the first, not a rival to it.
 */
function alternativeTo(sentence: Sentence, previous: Sentence | undefined, named: readonly Mention[]): boolean {
  if (!previous || previous.speaker !== sentence.speaker) return false;
  if (!named.every((m) => m.evidenceSentences.includes(previous.index))) return false;
  const words = sentence.tokens.map((token) => token.norm);
  const from = words[0] === 'and' || words[0] === 'but' ? 1 : 0;
  return ALTERNATIVE_DOSE_JOINERS.some((joiner) => words.slice(from).join(' ').startsWith(`${joiner} `));
}

/** "If you want to try it, you'd take ten milligrams": the sentence, or the piece of its turn cut just before it. */
function takesUp(sentence: Sentence, previous: Sentence | undefined): boolean {
  const joined = previous?.turnIndex === sentence.turnIndex && says(previous, BACK_REFERENCES);
  return joined || says(sentence, BACK_REFERENCES);
}

/**
 * "… dexamethasone." "The dose goes by weight." "What does he weigh?" "About twelve kilos." "So two milligrams.":
 * a sentence between the medicine and the dose that talks of its dose keeps the talk on that medicine.
 */
function dosesTalkedOf(sentences: readonly Sentence[], from: number, to: number): boolean {
  return sentences.slice(from + 1, to).some((between) => says(between, DOSE_TALK_CUES));
}

/** Whether the sentence says one of the words or phrases. */
function says(sentence: Sentence, phrases: readonly string[]): boolean {
  const text = ` ${sentence.tokens.map((token) => token.norm).join(' ')} `;
  return phrases.some((phrase) => text.includes(` ${phrase} `));
}

/** "Do you remember the dosage?", "How are you taking that?": a question about a dose that names no medicine. */
function asksDose(sentence: Sentence | undefined): boolean {
  return sentence?.isQuestion === true && says(sentence, DOSE_QUESTION_CUES);
}

/**
 * Whether the dose's sentence answers a question about a dose: the one just before it, or the one before the turn
 * it is part of ("And how are you taking that?" "Five hundred twice a day. … Five hundred milligrams, it says on
 * the box.").
 */
function doseAsked(sentences: readonly Sentence[], index: number): boolean {
  if (asksDose(sentences[index - 1])) return true;
  let before = index - 1;
  while (before >= 0 && sentences[before]!.turnIndex === sentences[index]!.turnIndex) before -= 1;
  return asksDose(sentences[before]);
}

/** The latest sentence before `index` that named the nearest medicines or gave them their dose. */
function lastSaidOf(nearest: { index: number; mentions: Mention[] }, index: number): number {
  const said = nearest.mentions.flatMap((m) => m.evidenceSentences).filter((at) => at < index);
  return Math.max(nearest.index, ...said);
}

/** The latest mention before `index` of the one medicine named, when only one is. */
function lastMentionOf(mentions: readonly Mention[], drugs: ReadonlySet<string>, index: number): Mention[] {
  if (drugs.size !== 1) return [];
  const earlier = mentions.filter((m) => m.kind === 'medication' && drugs.has(m.conceptId) && m.sentenceIndex < index);
  return earlier.slice(-1);
}

/** The one frequency said with the dose ("600 milligrams every six hours"); none when two are said. */
function frequencyOf(sentence: Sentence): string | undefined {
  const found = new Set<string>();
  for (let i = 0; i < sentence.tokens.length; i += 1) {
    const frequency = frequencyAt(sentence.tokens, i);
    if (frequency) {
      found.add(frequency.frequency);
      i = frequency.last - 1;
    }
  }
  return found.size === 1 ? [...found][0] : undefined;
}
