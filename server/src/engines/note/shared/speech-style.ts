/**
 * A dialogue as a speech recogniser such as pocketsphinx would give it: no speaker tags, no punctuation, lower
 * case, one stream of words. Apostrophes and hyphens inside words stay (recognisers spell "don't", "x-ray").
 */
export function toSpeechStyle(dialogue: string): string {
  return dialogue
    .replace(/^\s*(\[[a-z_]+(?:_\d+)?\]|[A-Za-z_]+(?:_\d+)?:)\s*/gim, ' ')
    .toLowerCase()
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/[^a-z0-9'\-\s]+/g, ' ')
    .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
