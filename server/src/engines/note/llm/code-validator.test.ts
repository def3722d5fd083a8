import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../shared/analysis/transcript-analyzer';
import { checkCodes, EXTRA_CODE_MAX_CONFIDENCE, isCuratedCode, readConfidence } from './code-validator';
import { DropCounter } from './drop-counter';
import { SupportCheck } from '../shared/support/support-check';
import { QuoteLocator } from './quote-locator';

describe('readConfidence', () => {
  it('keeps 0..1, reads 1..100 as percent, refuses the rest', () => {
    expect(readConfidence(0.876)).toBe(0.88);
    expect(readConfidence(0)).toBe(0);
    expect(readConfidence(1)).toBe(1);
    expect(readConfidence(85)).toBe(0.85);
    expect(readConfidence(-0.1)).toBeNull();
    expect(readConfidence(250)).toBeNull();
    expect(readConfidence(Number.NaN)).toBeNull();
  });
});

describe('isCuratedCode', () => {
  it('knows codes of our tables, with or without the ICD-10-CM dot', async () => {
    expect(await isCuratedCode('ICD-10', 'J069')).toBe(true);
    expect(await isCuratedCode('ICD-10', 'J06.99')).toBe(false);
    expect(await isCuratedCode('ICD-11', 'ca07.0')).toBe(true);
    expect(await isCuratedCode('CPT', '99213')).toBe(true);
    expect(await isCuratedCode('CPT', '12345')).toBe(false);
  });
});

describe('checkCodes', () => {
  const transcript =
    "[doctor] any fever ?\n[patient] no fever . i've had a cough for a week .\n[doctor] your throat looks red . this is a viral upper respiratory infection .";
  const analysis = analyzeTranscript(transcript);
  const tools = {
    locator: new QuoteLocator(transcript, analysis.turns),
    support: new SupportCheck(transcript, analysis.findings),
    timeline: [],
  };
  const candidates = [
    {
      type: 'ICD-10' as const,
      code: 'J06.9',
      description: 'Acute upper respiratory infection, unspecified',
      confidence: 0.9,
    },
  ];
  const run = (codes: Parameters<typeof checkCodes>[0]['codes'], drops = new DropCounter()) =>
    checkCodes({
      codes,
      candidates,
      findings: analysis.findings,
      encounter: analysis.encounter,
      isKnownCode: isCuratedCode,
      tools,
      drops,
    });

  it('keeps a candidate with our description and the model’s confidence', async () => {
    expect(await run([{ type: 'ICD-10', code: 'j069', description: 'URI', confidence: 0.7 }])).toEqual([
      { ...candidates[0], confidence: 0.7 },
    ]);
  });

  it('keeps an extra code only with a quote, capped in confidence', async () => {
    const drops = new DropCounter();
    const kept = await run(
      [
        {
          type: 'ICD-10',
          code: 'R05.9',
          confidence: 0.95,
          evidence: [{ turn: 2, quote: "i've had a cough for a week" }],
        },
        { type: 'ICD-10', code: 'J02.9', confidence: 0.95, evidence: [] },
      ],
      drops,
    );
    expect(kept).toEqual([expect.objectContaining({ code: 'R05.9', confidence: EXTRA_CODE_MAX_CONFIDENCE })]);
    expect(drops.toRecord()).toEqual({ codeWithoutEvidence: 1 });
  });

  it('drops codes for a denied finding, including a sibling in the same category', async () => {
    const drops = new DropCounter();
    const quote = [{ turn: 2, quote: 'no fever' }];
    expect(
      await run(
        [
          { type: 'ICD-10', code: 'R50.9', confidence: 0.8, evidence: quote },
          { type: 'ICD-10', code: 'R50.81', confidence: 0.8, evidence: quote },
        ],
        drops,
      ),
    ).toEqual([]);
    expect(drops.toRecord()).toEqual({ negatedFinding: 2 });
  });

  it('drops duplicates, low confidences and bundled services', async () => {
    const drops = new DropCounter();
    const kept = await run(
      [
        { type: 'ICD-10', code: 'J06.9', confidence: 0.8 },
        { type: 'ICD-10', code: 'J06.9', confidence: 0.9 },
        { type: 'CPT', code: '99213', confidence: 0.1, evidence: [{ turn: 3, quote: 'your throat looks red' }] },
        { type: 'CPT', code: '94760', confidence: 0.9, evidence: [{ turn: 3, quote: 'your throat looks red' }] },
      ],
      drops,
    );
    expect(kept.map((c) => c.code)).toEqual(['J06.9']);
    expect(drops.toRecord()).toEqual({ belowMinimumConfidence: 1, duplicateCode: 1, notSeparatelyBillable: 1 });
  });

  it('drops a code for something the patient declined, whatever wording the refusal used', async () => {
    const declined = '[doctor] would you like the flu shot today ?\n[patient] no , i do not want the flu shot .';
    const declinedAnalysis = analyzeTranscript(declined);
    const drops = new DropCounter();
    const kept = await checkCodes({
      // The flu shot is the declined service (no influenza is named): its vaccine, administration and Z23 go.
      codes: [
        { type: 'CPT', code: '90656', confidence: 0.8, evidence: [{ turn: 1, quote: 'i do not want the flu shot' }] },
        { type: 'CPT', code: '90471', confidence: 0.8, evidence: [{ turn: 1, quote: 'i do not want the flu shot' }] },
        { type: 'ICD-10', code: 'Z23', confidence: 0.8, evidence: [{ turn: 1, quote: 'i do not want the flu shot' }] },
      ],
      candidates: [],
      findings: declinedAnalysis.findings,
      encounter: declinedAnalysis.encounter,
      isKnownCode: isCuratedCode,
      tools: {
        locator: new QuoteLocator(declined, declinedAnalysis.turns),
        support: new SupportCheck(declined, declinedAnalysis.findings),
        timeline: [],
      },
      drops,
    });
    expect(kept).toEqual([]);
    expect(drops.toRecord()).toEqual({ negatedFinding: 3 });
  });

  it('lets a model’s extra code through only on a finding the coder gate admits in the code’s role', async () => {
    const said =
      '[doctor] this might be pneumonia .\n[patient] my mother has diabetes .\n[doctor] you have an ear infection on the left .';
    const doc = analyzeTranscript(said);
    const drops = new DropCounter();
    const quote = (turn: number, text: string) => [{ turn, quote: text }];
    const kept = await checkCodes({
      codes: [
        { type: 'ICD-10', code: 'J18.9', confidence: 0.9, evidence: quote(1, 'this might be pneumonia') },
        { type: 'ICD-11', code: 'CA40.Z', confidence: 0.9, evidence: quote(1, 'this might be pneumonia') },
        { type: 'ICD-10', code: 'E11.9', confidence: 0.9, evidence: quote(2, 'my mother has diabetes') },
        { type: 'ICD-10', code: 'Z83.3', confidence: 0.9, evidence: quote(2, 'my mother has diabetes') },
        {
          type: 'ICD-10',
          code: 'H66.92',
          confidence: 0.9,
          evidence: quote(3, 'you have an ear infection on the left'),
        },
      ],
      candidates: [],
      findings: doc.findings,
      encounter: doc.encounter,
      isKnownCode: () => Promise.resolve(true),
      tools: {
        locator: new QuoteLocator(said, doc.turns),
        support: new SupportCheck(said, doc.findings),
        timeline: [],
      },
      drops,
    });
    expect(kept.map((c) => c.code).sort()).toEqual(['H66.92', 'Z83.3']);
    expect(drops.get('codeNotGated') + drops.get('familyOrHypotheticalFinding')).toBe(3);
  });
});
