import { describe, expect, it } from 'vitest';
import { BuiltinNoteEngine } from '../builtin-note.engine';

/**
 * The clinician's words back to a companion on their own illness ("glad the bisoprolol is sorted for your AF,
 * Irene") are theirs, even where the recogniser cut them in two or the illness is an abbreviation nobody coded: the
 * note never writes them with the patient's "his".
 */
const VISIT = [
  "[doctor] Good morning, Mr Fenwick. And who's this with you?",
  '[patient] This is my wife, Irene.',
  "[doctor] Hello, Irene. So, Mr Fenwick, what's been happening?",
  '[patient] My feet have been numb for a fortnight.',
  '[doctor] And Irene, how are you keeping?',
  "[patient] I've got atrial fibrillation, I'm on bisoprolol.",
  "[doctor] I'm glad the bisoprolol is sorted for your AF, Irene, and do see your own GP if it gets too much.",
  '[doctor] Mr Fenwick, let me look at your feet. Reduced sensation in both feet.',
  "[doctor] I think this is a peripheral neuropathy. I'll check your bloods and see you in a fortnight.",
].join('\n');

const engine = new BuiltinNoteEngine();

async function noteText(transcript: string): Promise<string> {
  const note = await engine.generate({ transcript });
  return [note.subjective, note.objective, note.assessment, note.plan].join('\n');
}

describe("the clinician's words back to a companion", () => {
  it('are not written as the patient’s', async () => {
    const text = await noteText(VISIT);
    expect(text).not.toMatch(/\bhis af\b/i);
    expect(text).not.toMatch(/\bhis own gp\b/i);
    expect(text).not.toMatch(/glad the bisoprolol/i);
    expect(text).toMatch(/numb/i);
    expect(text).toMatch(/check his bloods/i);
  });
});
