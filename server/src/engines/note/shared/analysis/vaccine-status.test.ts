import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { structureTranscript } from './transcript-structure';
import { applyVaccineRefusals, readVaccine } from './vaccine-status';

const sentenceOf = (line: string) => structureTranscript(line).sentences[0]!;

describe('readVaccine', () => {
  it('reads a shot given at the visit as a procedure', () => {
    expect(
      readVaccine(
        sentenceOf('[doctor] we will give you a tetanus shot today since your last one was over ten years ago .'),
        'present',
      ),
    ).toEqual({ kind: 'procedure', assertion: 'present', status: 'given' });
  });

  it('reads a dose had before as history, and a refusal as not given', () => {
    expect(readVaccine(sentenceOf('[patient] i already got my flu shot at the pharmacy .'), 'present')).toMatchObject({
      assertion: 'historical',
      status: 'previous',
    });
    expect(readVaccine(sentenceOf('[patient] i do not want the flu shot .'), 'present')).toEqual({
      kind: 'procedure',
      assertion: 'negated',
      status: 'declined',
    });
  });

  it('reads an offer or a due dose as an order, never as given', () => {
    expect(readVaccine(sentenceOf('[doctor] i recommend the shingles vaccine .'), 'present')).toEqual({
      kind: 'order',
      assertion: 'present',
      status: 'offered',
    });
    expect(readVaccine(sentenceOf('[doctor] you are due for a tetanus booster .'), 'present')).toEqual({
      kind: 'order',
      assertion: 'present',
      status: 'due',
    });
  });

  it.each([
    ['written', '[doctor] When the cough has gone, we will book you in for the pneumonia vaccine.'],
    ['speech', toSpeechStyle('[doctor] When the cough has gone, we will book you in for the pneumonia vaccine.')],
    ['written', '[doctor] Once you are better we can do the flu jab.'],
    ['speech', toSpeechStyle('[doctor] Once you are better we can do the flu jab.')],
  ])('reads a vaccine booked for later as due, not given (%s)', (_style, line) => {
    const sentence = structureTranscript(line).sentences.find((s) => /vaccine|jab/.test(s.text))!;
    expect(readVaccine(sentence, 'present')).toMatchObject({ kind: 'order', status: 'due' });
  });
});

describe('applyVaccineRefusals', () => {
  it('turns the offers of a vaccine the patient declines into the refusal, and leaves past doses and others', () => {
    const mention = (
      conceptId: string,
      kind: 'order' | 'procedure',
      assertion: 'present' | 'historical',
      status: string,
    ) => ({
      testKind: 'vaccine',
      conceptId,
      kind,
      assertion,
      negatedToo: false,
      attributes: { status } as Record<string, string>,
    });
    const offer = mention('flu-vaccine', 'order', 'present', 'offered');
    const refusal = { ...mention('flu-vaccine', 'procedure', 'present', 'declined'), assertion: 'negated' as const };
    const pastDose = mention('flu-vaccine', 'procedure', 'historical', 'previous');
    const other = mention('tetanus-vaccine', 'procedure', 'present', 'given');
    applyVaccineRefusals([offer, refusal, pastDose, other]);
    expect(offer).toMatchObject({
      kind: 'procedure',
      assertion: 'negated',
      negatedToo: true,
      attributes: { status: 'declined' },
    });
    expect(pastDose.assertion).toBe('historical');
    expect(other).toMatchObject({ assertion: 'present', attributes: { status: 'given' } });
  });
});
