import { describe, expect, it } from 'vitest';
import { bothWays, codesEachCase, icd10Of, visit } from './transcript-codes.test-kit';

// Diagnoses a GP names to the patient in plain words, each with its own code.
const cases = [
  [
    'chilblains',
    visit('[patient] my toes go red and itchy when it is cold .', '[doctor] that sounds like chilblains .'),
    'T69.1XXA',
  ],
  [
    'telogen effluvium',
    visit(
      '[patient] my hair is coming out in handfuls .',
      '[doctor] after an illness the hair can shed all over , we call it telogen effluvium .',
    ),
    'L65.0',
  ],
  [
    'gingivitis',
    visit('[patient] my gums bleed when i brush .', '[doctor] you have gingivitis , so see the dentist .'),
    'K05.10',
  ],
  [
    "travellers' diarrhoea",
    visit(
      '[patient] i have had the runs since i got back from holiday .',
      "[doctor] i think this is travellers' diarrhoea from the water .",
    ),
    'A09',
  ],
  [
    'post-viral fatigue',
    visit('[patient] i am still so tired since the virus .', '[doctor] i think this is post-viral fatigue .'),
    'G93.31',
  ],
  ['hypothermia', visit('[doctor] he was found outside overnight , this is hypothermia .'), 'T68.XXXA'],
  [
    'a ganglion',
    visit('[patient] there is a lump on my wrist .', '[doctor] that sounds like a ganglion , it is harmless .'),
    'M67.439',
  ],
] as const;

describe('diagnoses a GP names', () => {
  codesEachCase(cases, it, (codes, code) => expect(codes).toContain(code));
});

describe('words that only look like a diagnosis', () => {
  it('does not code hearing aids as HIV, written and spoken', () => {
    const transcript = visit(
      '[patient] i cannot hear the television any more .',
      '[doctor] i will refer you to audiology for hearing aids .',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text).some((code) => code.startsWith('B20'))).toBe(false);
  });
});

describe('family history codes', () => {
  const unrelated = visit(
    '[patient] i have had a sore throat for three days .',
    '[doctor] any illnesses in the family ?',
    '[patient] my dad has diabetes .',
    '[doctor] you have tonsillitis , i will give you penicillin .',
  );
  const related = visit(
    '[patient] my heart keeps racing and thumping .',
    '[doctor] any heart problems in the family ?',
    '[patient] my dad had a heart attack at fifty .',
    '[doctor] you have atrial fibrillation , i will start a blood thinner .',
  );

  it('leaves out a relative illness that bears on no problem of the visit, written and spoken', () => {
    for (const text of bothWays(unrelated)) expect(icd10Of(text).some((code) => code.startsWith('Z83'))).toBe(false);
  });

  it('keeps a relative illness in the body system of a problem of the visit, written and spoken', () => {
    for (const text of bothWays(related)) expect(icd10Of(text)).toContain('Z82.49');
  });
});
