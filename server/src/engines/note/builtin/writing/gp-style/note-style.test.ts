import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../../shared/speech-style';
import { analyzeTranscript } from '../../../shared/analysis/transcript-analyzer';
import { tokenizeWords } from '../../../shared/analysis/word-tokenizer';
import { RED_EYE, SORE_THROAT, URINE_INFECTION, US_KNEE_VISIT } from './gp-consultation.fixtures';
import { decideNoteStyle, findStyleCues, parseNoteStyleOption } from './note-style';

const styleOf = (transcript: string, option?: Parameters<typeof decideNoteStyle>[1]) =>
  decideNoteStyle(analyzeTranscript(transcript).sentences, option);
const oneSentence = (text: string) => [{ index: 0, tokens: tokenizeWords(text) }];

describe('decideNoteStyle', () => {
  it.each([
    ['sore throat', SORE_THROAT],
    ['urine infection', URINE_INFECTION],
    ['red eye', RED_EYE],
  ])('writes the UK %s consultation GP style, as written and as speech', (_name, transcript) => {
    expect(styleOf(transcript).style).toBe('gp');
    expect(styleOf(toSpeechStyle(transcript)).style).toBe('gp');
  });

  it('keeps a US ACI-like visit SOAP style under auto, as written and as speech', () => {
    const decision = styleOf(US_KNEE_VISIT);
    expect(decision.style).toBe('soap');
    expect(decision.score).toBeLessThan(0);
    expect(styleOf(toSpeechStyle(US_KNEE_VISIT)).style).toBe('soap');
  });

  it('hears a UK call without the NHS words by how people talk, as written and as speech', () => {
    const call = [
      '[doctor] Hello, you booked a telephone appointment about your tummy?',
      "[patient] Yes, I've been back and forth to the loo all week and I'm knackered.",
      '[doctor] Any blood in your poo?',
      '[patient] No. My flatmate had the same thing.',
    ].join('\n');
    expect(styleOf(call).style).toBe('gp');
    expect(styleOf(toSpeechStyle(call)).style).toBe('gp');
    expect(findStyleCues(oneSentence('i went to the loo')).map((c) => c.phrase)).toEqual(['loo']);
  });

  it('hears a face-to-face UK consultation by its surgery, medicines and drinking talk, as written and as speech', () => {
    const visit = [
      "[doctor] Come in and sit down. What's the trouble?",
      '[patient] My knee has swollen up since the weekend. Cheers for fitting me in.',
      '[doctor] Do you drink?',
      '[patient] A few pints on a Saturday with my mate, maybe twelve units a week.',
      '[doctor] Any problems when you pass water?',
      '[patient] No. I just need my bendroflumethiazide on repeat prescription.',
      "[doctor] We'll sort that at the surgery, and come back and see us if the knee gets hot.",
    ].join('\n');
    expect(styleOf(visit).style).toBe('gp');
    expect(styleOf(toSpeechStyle(visit)).style).toBe('gp');
    // An operation is no place: "surgery" alone leans nowhere.
    expect(findStyleCues(oneSentence('she had knee surgery last year'))).toEqual([]);
    expect(findStyleCues(oneSentence('i will see you at the surgery')).map((c) => c.phrase)).toEqual([
      'at the surgery',
    ]);
  });

  it('follows the option over the words', () => {
    expect(styleOf(US_KNEE_VISIT, 'gp')).toMatchObject({ style: 'gp', forced: true });
    expect(styleOf(SORE_THROAT, 'soap')).toMatchObject({ style: 'soap', forced: true });
    expect(styleOf(SORE_THROAT, 'auto').forced).toBe(false);
  });

  it('takes one UK word for chance, not for a style', () => {
    expect(decideNoteStyle(oneSentence('i took some paracetamol for the headache')).style).toBe('soap');
    expect(decideNoteStyle(oneSentence('i took some paracetamol and saw my gp')).style).toBe('gp');
  });

  it('counts each cue once however often it is said, and reports where it was first said', () => {
    const cues = findStyleCues([
      { index: 0, tokens: tokenizeWords('my mum said') },
      { index: 1, tokens: tokenizeWords('mum and mum again, then a and e') },
    ]);
    expect(cues).toEqual([
      { phrase: 'mum', weight: 3, sentenceIndex: 0 },
      { phrase: 'a and e', weight: 3, sentenceIndex: 1 },
    ]);
  });

  it('reads "poorly" as feeling unwell, not as "poorly controlled"', () => {
    expect(findStyleCues(oneSentence('his diabetes is poorly controlled'))).toEqual([]);
    expect(findStyleCues(oneSentence("she's been poorly all week")).map((c) => c.phrase)).toEqual(['been poorly']);
  });

  it('lets US words outweigh UK ones', () => {
    expect(decideNoteStyle(oneSentence('my mum took tylenol and advil then went to the emergency room')).style).toBe(
      'soap',
    );
  });
});

describe('parseNoteStyleOption', () => {
  it('accepts auto, soap and gp in any case and refuses others', () => {
    expect(parseNoteStyleOption(' GP ')).toBe('gp');
    expect(parseNoteStyleOption('auto')).toBe('auto');
    expect(() => parseNoteStyleOption('uk')).toThrow(/expected one of auto, soap, gp/);
  });
});
