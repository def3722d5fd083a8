import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTranscriptionEngine,
  type TranscriptionConfig,
  type TranscriptionEngineName,
} from './transcription.registry';
import { TranscriptionConfigError } from './transcription.errors';

let modelsDir: string;
beforeAll(async () => {
  modelsDir = await mkdtemp(join(tmpdir(), 'registry-'));
});
afterAll(() => rm(modelsDir, { recursive: true, force: true }));

const build = (config: Omit<TranscriptionConfig, 'modelsDir'>) => buildTranscriptionEngine({ modelsDir, ...config });

describe('buildTranscriptionEngine', () => {
  it('builds the embedded pocketsphinx engine from Debian defaults without building any model yet', async () => {
    const engine = await build({ engine: 'pocketsphinx' });
    expect(engine.id).toBe('pocketsphinx');
    expect(typeof engine.prepare).toBe('function');
  });

  it('names the Debian package when pocketsphinx or its model is missing', async () => {
    await expect(
      build({ engine: 'pocketsphinx', pocketsphinx: { batchPath: '/nope/pocketsphinx_batch' } }),
    ).rejects.toThrow(/apt-get install pocketsphinx$/);
    await expect(build({ engine: 'pocketsphinx', pocketsphinx: { modelDir: '/nope/en-us' } })).rejects.toThrow(
      /apt-get install pocketsphinx-en-us/,
    );
    await expect(
      build({ engine: 'pocketsphinx', pocketsphinx: { lmConvertPath: '/nope/sphinx_lm_convert' } }),
    ).rejects.toThrow(/sphinxbase-utils/);
    await expect(build({ engine: 'pocketsphinx', pocketsphinx: { clinicalWeight: 1.5 } })).rejects.toBeInstanceOf(
      TranscriptionConfigError,
    );
  });

  it('builds the openai engine and fails fast without a URL or model, or with an insecure URL', async () => {
    const engine = await build({
      engine: 'openai',
      openai: { baseUrl: 'https://api.openai.com/v1', model: 'whisper-1', apiKey: 'k' },
    });
    expect(engine.id).toBe('openai');
    await expect(build({ engine: 'openai', openai: { model: 'whisper-1' } })).rejects.toThrow(/TRANSCRIBE_BASE_URL/);
    await expect(build({ engine: 'openai', openai: { baseUrl: 'https://api.openai.com/v1' } })).rejects.toThrow(
      /TRANSCRIBE_MODEL/,
    );
    await expect(
      build({ engine: 'openai', openai: { baseUrl: 'http://10.0.0.5:8000/v1', model: 'w' } }),
    ).rejects.toThrow(/https/);
  });

  it('rejects an unknown engine name', async () => {
    await expect(build({ engine: 'whisperx' as TranscriptionEngineName })).rejects.toThrow(
      /Unknown TRANSCRIBE_ENGINE "whisperx"/,
    );
  });
});
