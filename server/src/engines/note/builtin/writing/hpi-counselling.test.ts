import { describe, expect, it } from 'vitest';
import { writeHpi } from './hpi-writer';
import { toSpeechStyle } from '../../shared/speech-style';
import { contextFor, GREETING } from './writer-test-kit';

// The clinician tells what a medicine may bring while today's problem is named too; the story must not carry it.
const LINES = [
  ...GREETING,
  '[doctor] what seems to be the trouble ?',
  '[patient] my throat has been sore since monday .',
  '[doctor] any rash ?',
  '[patient] no .',
  '[doctor] most sore throats like this settle on their own in a week , and penicillin can cause diarrhoea and rashes .',
];

describe('writeHpi and counselling', () => {
  it('leaves out what a drug can cause, written and spoken', () => {
    for (const lines of [LINES, [toSpeechStyle(LINES.join('\n'))]]) {
      const story = writeHpi(contextFor(lines), [])
        .flatMap((block) => block.statements)
        .map((statement) => statement.text)
        .join(' ');
      expect(story).not.toMatch(/rash/i);
      expect(story).toMatch(/throat/i);
    }
  });
});
