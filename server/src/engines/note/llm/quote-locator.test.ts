import { describe, expect, it } from 'vitest';
import { parseTurns } from '../shared/analysis/turn-parser';
import { foldText } from '../shared/support/folded-text';
import { QuoteLocator } from './quote-locator';

const transcript =
  "[doctor] Any chest pain?\n[patient] No.  It doesn’t hurt; it's the COUGH , mostly at night .\n[doctor] Any chest pain when you cough?";
const turns = parseTurns(transcript);

describe('foldText', () => {
  it('lower-cases, drops apostrophes, turns punctuation into single spaces and maps back to the original', () => {
    const folded = foldText('It doesn’t  HURT, ok?');
    expect(folded.text).toBe('it doesnt hurt ok');
    expect(folded.starts).toHaveLength(folded.text.length);
    expect(folded.starts[folded.text.indexOf('hurt')]).toBe('It doesn’t  HURT, ok?'.indexOf('HURT'));
  });
});

describe('QuoteLocator', () => {
  const locator = new QuoteLocator(transcript, turns);

  it('finds a quote despite case, spacing, apostrophes and punctuation, returning the transcript’s text', () => {
    const [span] = locator.locate("it doesn't hurt, it's the cough mostly at night")!;
    expect(span!.quote).toBe("It doesn’t hurt; it's the COUGH , mostly at night");
    expect(transcript.slice(span!.start, span!.end)).toBe(span!.quote);
  });

  it('prefers the occurrence inside the turn the model named', () => {
    expect(locator.locate('any chest pain', 1)![0]!.start).toBe(transcript.indexOf('Any chest pain'));
    expect(locator.locate('any chest pain', 3)![0]!.start).toBe(transcript.lastIndexOf('Any chest pain'));
    // A wrong turn number does not make a real quote false.
    expect(locator.locate('mostly at night', 1)).not.toBeNull();
  });

  it('matches whole words only', () => {
    expect(locator.locate('ough mostly')).toBeNull();
    expect(locator.locate('hest pain')).toBeNull();
  });

  it('returns one span per piece of an elided quote, and nothing when any piece is invented', () => {
    const spans = locator.locate('No. ... mostly at night')!;
    expect(spans.map((s) => s.quote)).toEqual(['No', 'mostly at night']);
    expect(locator.locate('No … mostly in the morning')).toBeNull();
  });

  it('refuses quotes that were never said or have no words', () => {
    expect(locator.locate('I have chest pain')).toBeNull();
    expect(locator.locate(' ... ')).toBeNull();
    expect(locator.locate('')).toBeNull();
  });
});
