import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../../../shared/analysis/transcript-analyzer';
import { toSpeechStyle } from '../../../shared/speech-style';
import { WriterContext } from '../writer-context';
import { CHEST_INFECTION, RED_EYE, SORE_THROAT } from './gp-consultation.fixtures';
import { BOTH_FORMS } from './gp-note.test-kit';
import { asSafetyNetAdvice, writeSafetyNetting } from './safety-net-writer';

const netting = (transcript: string) => {
  const context = new WriterContext(analyzeTranscript(transcript));
  const { blocks } = writeSafetyNetting(context);
  return { context, statements: blocks.flatMap((b) => b.statements) };
};

describe('writeSafetyNetting', () => {
  it('writes each safety-netting sentence the clinician said, with its evidence', () => {
    const { statements, context } = netting(SORE_THROAT);
    expect(statements).toHaveLength(2);
    expect(statements[0]!.text).toMatch(/^Advised to go straight to a/);
    expect(statements[0]!.text).toMatch(/if the patient cannot swallow their saliva/);
    expect(statements[1]!.text).toMatch(/come back and see me or call nhs 111/i);
    expect(statements[0]!.evidence.map((span) => span.quote)).toEqual([
      "If you can't swallow your saliva or you have difficulty breathing, go straight to A&E",
    ]);
    // The splitter cut the second at its comma: both halves are its evidence.
    expect(statements[1]!.evidence).toHaveLength(2);
    expect(statements[1]!.evidence[0]!.quote).toMatch(/^If you're not better in a week/);
    expect(context.used.size).toBe(3);
  });

  it('finds it in speech-style text too, leaving what the sentence ordered to the plan', () => {
    const context = new WriterContext(analyzeTranscript(toSpeechStyle(CHEST_INFECTION)));
    const { blocks, planItems } = writeSafetyNetting(context);
    const statements = blocks.flatMap((b) => b.statements);
    expect(statements.map((s) => s.text)).toEqual([
      'Advised to call 111 or come back to the surgery if the patient gets short of breath or start coughing up blood.',
    ]);
    expect(statements[0]!.evidence[0]!.quote).toBe(
      'if you get short of breath or start coughing up blood call 111 or come back to the surgery',
    );
    // The splitter cuts the run before its "if": what it ordered is a sentence of its own, left to the plan.
    expect(planItems).toEqual([]);
    const ordered = context.sentences.find((s) => s.text.startsWith('take paracetamol for the temperature'));
    expect(ordered && context.used.has(ordered.index)).toBe(false);
  });

  it('leaves a sentence that orders a medicine to the plan when the safety-netting cannot be cut from it', () => {
    const context = new WriterContext(
      analyzeTranscript(
        '[doctor] If it gets worse come back and I will give you amoxicillin 500 mg three times a day.',
      ),
    );
    expect(writeSafetyNetting(context)).toEqual({ blocks: [], planItems: [] });
    expect(context.used.size).toBe(0);
  });

  it('writes none when the clinician gave none', () => {
    expect(netting(RED_EYE).statements).toEqual([]);
  });

  it('takes no patient sentence and no question', () => {
    const transcript = [
      '[patient] If it gets worse should I come back?',
      '[doctor] Do you want to come back if it gets worse?',
      '[patient] If I get worse I will call 111.',
    ].join('\n');
    expect(netting(transcript).statements).toEqual([]);
  });
});

describe('asSafetyNetAdvice', () => {
  it('turns "if X, do Y" into the advice given', () => {
    expect(asSafetyNetAdvice('If she gets worse, please come back.')).toBe('Advised to come back if she gets worse.');
    expect(asSafetyNetAdvice('If the rash spreads ring us or call 111.')).toBe(
      'Advised to ring us or call 111 if the rash spreads.',
    );
  });

  it('reads a list of conditions to the last comma, or to where to turn when speech has no commas', () => {
    const written =
      'If the patient cannot swallow fluids, they cannot open their mouth, or they get pain on one side that is getting much worse, call 111 or come back.';
    expect(asSafetyNetAdvice(written)).toBe(
      'Advised to call 111 or come back if the patient cannot swallow fluids, they cannot open their mouth, or they get pain on one side that is getting much worse.',
    );
    expect(asSafetyNetAdvice('If they get pain on one side that is getting worse call 111 or come back.')).toBe(
      'Advised to call 111 or come back if they get pain on one side that is getting worse.',
    );
  });

  it.each(BOTH_FORMS)('writes a listed condition with "get" in it whole (%s)', (_form, render) => {
    const transcript = [
      '[patient] Cheers.',
      "[doctor] If you can't swallow fluids, or you get pain on one side of your throat that's getting much worse, call 111 or come back.",
      '[patient] Okay, I will.',
    ].join('\n');
    const texts = netting(render(transcript)).statements.map((statement) => statement.text);
    expect(texts).toEqual([
      expect.stringMatching(
        /^Advised to call 111 or come back if the patient cannot swallow fluids,? or they get pain on one side of their throat/,
      ),
    ]);
  });

  it('keeps any other wording as said, and a second condition where it was said', () => {
    expect(asSafetyNetAdvice('If she cannot swallow go to A&E if not better in a week call us.')).toBe(
      'If she cannot swallow go to A&E if not better in a week call us.',
    );
    expect(asSafetyNetAdvice('Come back if it is not better in a week.')).toBe(
      'Come back if it is not better in a week.',
    );
  });
});
