import { describe, expect, it } from 'vitest';
import { runAnalysis } from '../analysis/analysis-pipeline';
import { toSpeechStyle } from '../speech-style';

/**
 * Sites near the throat and chest that are not them: a sore tongue or tooth is no sore throat (R07.0), and pain
 * under the ribs is upper abdominal, not chest pain (R07.9). The throat and the ribs themselves stay as they were.
 */
const STYLES = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

const conceptsOf = (patientLine: string, render: (text: string) => string) =>
  runAnalysis(render(['[doctor] what can i do for you today?', `[patient] ${patientLine}`].join('\n'))).mentions.map(
    (m) => m.conceptId,
  );

describe('mouth and rib sites', () => {
  for (const [style, render] of STYLES) {
    it(`reads a sore tongue and an aching tooth as no sore throat (${style})`, () => {
      expect(conceptsOf('my tongue is really sore since i bit it.', render)).not.toContain('sore-throat');
      expect(conceptsOf('my back tooth aches when i drink tea.', render)).not.toContain('sore-throat');
    });

    it(`still reads a sore throat (${style})`, () => {
      expect(conceptsOf('my throat is really sore since sunday.', render)).toContain('sore-throat');
    });

    it(`reads pain under the ribs as abdominal (${style})`, () => {
      const concepts = conceptsOf('i get this pain under my ribs on the right after fatty food.', render);
      expect(concepts).toContain('abdominal-pain');
      expect(concepts).not.toContain('chest-pain');
    });

    it(`still reads pain in the ribs as chest pain (${style})`, () => {
      expect(conceptsOf('i get this pain in my ribs on the right when i breathe in.', render)).toContain('chest-pain');
    });
  }
});
