import { BuiltinNoteEngine } from './builtin/builtin-note.engine';
import { describeNoteEngineContract } from './note-engine.contract';

describeNoteEngineContract('builtin', () => new BuiltinNoteEngine(), { deterministic: true });
