import { describe, expect, it } from 'vitest';
import { noteAsPlainText } from './note-text';

describe('noteAsPlainText', () => {
  it('lists every section under its heading and the codes last', () => {
    const text = noteAsPlainText({ subjective: 'Cough.', objective: ' ', assessment: 'Bronchitis.', plan: null }, [
      { type: 'ICD-10', code: 'J20.9', description: 'Acute bronchitis, unspecified', confidence: 0.8 },
    ]);
    expect(text).toBe(
      'Subjective:\nCough.\n\nObjective:\n(none)\n\nAssessment:\nBronchitis.\n\nPlan:\n(none)\n\nCodes:\nICD-10 J20.9 Acute bronchitis, unspecified',
    );
  });
});
