import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { detectAudioType } from '../audio/audio-type';
import { decodeToPcmWav, resolveFfmpegPath } from '../audio/ffmpeg';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import { CodesRepository } from '../modules/codes/codes.repository';
import { CodesService } from '../modules/codes/codes.service';
import type { NoteEngine } from '../engines/note/note.engine';
import { buildNoteEngine } from '../engines/note/note.registry';
import { TranscriptionQueue } from '../engines/transcription/transcription.queue';
import { buildTranscriptionEngine } from '../engines/transcription/transcription.registry';
import type { AudioToolkit, TranscriptionRunner } from '../modules/transcribe/transcribe.ports';
import { SileroVad } from '../audio/silero-vad';
import type { VoiceActivityDetector } from '../audio/voice-activity';

export interface Engines {
  toolkit: AudioToolkit;
  runner: TranscriptionRunner;
  note: NoteEngine;
  queue: TranscriptionQueue;
  vad: VoiceActivityDetector;
  /** The ffmpeg binary, for live capture's streaming decoder. */
  ffmpegPath: string;
  /** Private scratch folder for decoded audio (patient audio too). */
  workDir: string;
}

/**
 * Builds the configured engines once at start; any misconfiguration (missing ffmpeg or pocketsphinx, an
 * insecure external URL, an unknown engine) stops the start with its message.
 */
export async function buildEngines(config: AppConfig, db: Database): Promise<Engines> {
  const ffmpeg = await resolveFfmpegPath(config.transcription.ffmpegPath);
  // Decoded PCM is patient audio too: it lives in a private folder beside the stored audio, not in /tmp.
  const workDir = path.join(config.dataDir, 'tmp');
  await mkdir(workDir, { recursive: true, mode: 0o700 });
  await sweepStale(workDir);
  const engine = await buildTranscriptionEngine({
    engine: config.transcription.engine,
    modelsDir: config.modelsDir,
    workDir,
    openai: {
      baseUrl: config.transcription.baseUrl,
      apiKey: config.transcription.apiKey ?? null,
      model: config.transcription.model,
      timeoutMs: config.transcription.timeoutMs,
    },
  });
  const queue = new TranscriptionQueue(config.transcription.concurrency);
  const toolkit: AudioToolkit = {
    detectType: async (filePath) => {
      const type = await detectAudioType(filePath);
      return type ? { mimeType: type.mime, ext: type.ext } : null;
    },
    decode: async (filePath, signal) => {
      const pcmPath = path.join(workDir, `${randomUUID()}.wav`);
      const dispose = () => rm(pcmPath, { force: true });
      try {
        const { durationSec } = await decodeToPcmWav(ffmpeg, filePath, pcmPath, signal);
        return { pcmPath, durationSec, dispose };
      } catch (error) {
        await dispose();
        throw error;
      }
    },
  };
  const runner: TranscriptionRunner = {
    engineId: engine.id,
    prepare: async () => engine.prepare?.(),
    transcribe: (input, signal) => queue.run(() => engine.transcribe({ ...input, signal }), signal),
  };
  // An external model's codes are checked against every table we have, the clinic's imported ones included.
  const codes = new CodesService(new CodesRepository(db));
  const note = buildNoteEngine(config.note, { isKnownCode: (type, code) => codes.isKnownCode(type, code) });
  const vad = await SileroVad.load();
  return { toolkit, runner, note, queue, vad, ffmpegPath: ffmpeg, workDir };
}

/** Removes scratch audio a crash left behind; only old entries, so another instance's running job is untouched. */
async function sweepStale(dir: string, minAgeMs = 60 * 60_000): Promise<void> {
  const now = Date.now();
  for (const entry of await readdir(dir)) {
    const full = path.join(dir, entry);
    const info = await stat(full).catch(() => undefined);
    if (info && now - info.mtimeMs >= minAgeMs) await rm(full, { recursive: true, force: true });
  }
}
