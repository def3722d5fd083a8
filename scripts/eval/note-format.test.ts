import { describe, expect, it } from 'vitest';
import { formatNoteText } from './note-format';

describe('formatNoteText', () => {
  it('prints the four sections under their headings, keeping a heading for an empty section', () => {
    const text = formatNoteText({
      subjective: 'CHIEF COMPLAINT\n\nCough.',
      objective: '',
      assessment: 'Bronchitis.',
      plan: 'Rest.',
    });
    expect(text).toBe(
      'SUBJECTIVE\n\nCHIEF COMPLAINT\n\nCough.\n\nOBJECTIVE\n\nASSESSMENT\n\nBronchitis.\n\nPLAN\n\nRest.',
    );
  });
});
