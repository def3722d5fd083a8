/**
 * How a patient puts forward their own guess at a diagnosis ("I think I've got sinusitis", "I reckon it's gout").
 * Said alone it stands as their complaint; once the clinician rules the condition out, it was only a guess.
 */
export const SELF_SUPPOSITION_LEADS: readonly string[] = [
  "i think i've got",
  'i think i have got',
  'i think i have',
  'i think i got',
  "i think it's",
  'i think it is',
  "i reckon i've got",
  'i reckon i have',
  "i reckon it's",
  'i reckon it is',
  "i'm sure i've got",
  "i'm sure it's",
  "i'm convinced i've got",
  "i'm convinced it's",
  "i bet it's",
  "i'm guessing it's",
  "i guess it's",
  'i assumed it was',
  'i assume it is',
  "i assume it's",
];
