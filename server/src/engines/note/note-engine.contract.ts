import { describe, expect, it } from 'vitest';
import {
  codeSuggestionSchema,
  noteStatementSchema,
  noteWarningSchema,
  SOAP_SECTIONS,
} from '@common/schemas/note.schema';
import { inventedNumbers, isExactEvidence } from './shared/grounding-check';
import { CONTRACT_VISITS } from './note-engine.contract.fixtures';
import type { NoteEngine, NoteResult } from './note.engine';

export interface ContractOptions {
  /** The engine promises the same note for the same transcript (builtin does; a sampled LLM may not). */
  deterministic?: boolean;
}

function noteText(note: NoteResult): string {
  return SOAP_SECTIONS.map((section) => note[section]).join('\n');
}

/**
 * The behaviour every note engine must show, whatever writes the note: four string sections; every statement
 * grounded on exact transcript spans and present in its section; no number nobody said; no code for a denied
 * condition; code confidences in 0..1 and sorted; plain and empty transcripts handled; abort honoured.
 */
export function describeNoteEngineContract(
  name: string,
  makeEngine: () => NoteEngine,
  options: ContractOptions = {},
): void {
  describe(`note engine contract: ${name}`, () => {
    for (const visit of CONTRACT_VISITS) {
      describe(visit.name, () => {
        it('returns four string sections, a chief complaint, engine info and valid statements', async () => {
          const note = await makeEngine().generate({ transcript: visit.transcript });
          for (const section of SOAP_SECTIONS) expect(typeof note[section]).toBe('string');
          expect(noteText(note).trim()).not.toBe('');
          expect(note.chiefComplaint === null || typeof note.chiefComplaint === 'string').toBe(true);
          expect(note.engine.id).toBe(makeEngine().id);
          expect(note.statements.length).toBeGreaterThan(0);
          for (const statement of note.statements) expect(noteStatementSchema.safeParse(statement).success).toBe(true);
          expect(Array.isArray(note.warnings)).toBe(true);
          for (const warning of note.warnings ?? []) expect(noteWarningSchema.safeParse(warning).success).toBe(true);
        });

        it('grounds every statement on exact transcript spans and writes it in its section', async () => {
          const note = await makeEngine().generate({ transcript: visit.transcript });
          for (const statement of note.statements) {
            expect(statement.evidence.length, statement.text).toBeGreaterThan(0);
            for (const span of statement.evidence)
              expect(isExactEvidence(visit.transcript, span), statement.text).toBe(true);
            expect(note[statement.section]).toContain(statement.text);
          }
        });

        it('writes no number that was not said', async () => {
          const note = await makeEngine().generate({ transcript: visit.transcript });
          expect(inventedNumbers(noteText(note), visit.transcript)).toEqual([]);
        });

        it('suggests valid codes, sorted by confidence, none for a denied condition', async () => {
          const note = await makeEngine().generate({ transcript: visit.transcript });
          const confidences = note.codeSuggestions.map((code) => code.confidence);
          expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
          for (const code of note.codeSuggestions) {
            expect(codeSuggestionSchema.safeParse(code).success).toBe(true);
            for (const denied of visit.deniedConditions) expect(code.description.toLowerCase()).not.toContain(denied);
          }
        });
      });
    }

    if (options.deterministic) {
      it('writes the same note twice for the same transcript', async () => {
        const transcript = CONTRACT_VISITS[0]!.transcript;
        expect(await makeEngine().generate({ transcript })).toEqual(await makeEngine().generate({ transcript }));
      });
    }

    it('handles an empty transcript without inventing anything', async () => {
      const note = await makeEngine().generate({ transcript: '' });
      for (const section of SOAP_SECTIONS) expect(note[section]).toBe('');
      expect(note.statements).toEqual([]);
      expect(note.codeSuggestions).toEqual([]);
      expect(note.warnings?.map((warning) => warning.code)).toEqual(['empty']);
    });

    it('warns and suggests no code for small talk and for a conversation that is not English', async () => {
      const smallTalk = '[doctor] lovely weather today, is it not?\n[patient] yes, it is sunny and warm.';
      const spanish = '[doctor] ¿Qué le pasa hoy?\n[patient] Tengo tos desde hace tres días y me duele la garganta.';
      for (const [transcript, code] of [
        [smallTalk, 'no_clinical_content'],
        [spanish, 'not_english'],
      ] as const) {
        const note = await makeEngine().generate({ transcript });
        expect(note.warnings?.map((warning) => warning.code)).toContain(code);
        expect(note.codeSuggestions).toEqual([]);
      }
    });

    it('stops when the request is aborted', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(
        makeEngine().generate({ transcript: CONTRACT_VISITS[0]!.transcript, signal: controller.signal }),
      ).rejects.toThrow();
    });
  });
}
