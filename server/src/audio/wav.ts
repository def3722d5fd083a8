import { open } from 'node:fs/promises';

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  bytesPerSecond: number;
  /** Bytes of sample data actually present in the file. */
  dataBytes: number;
}

const HEADER_SCAN_BYTES = 64 * 1024;

/**
 * Reads a PCM WAV's format and data size from its RIFF chunks. The data size is taken from the file length
 * when the header's is a placeholder (ffmpeg writes 0xFFFFFFFF when it cannot seek back).
 */
export async function readWavInfo(path: string): Promise<WavInfo> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, HEADER_SCAN_BYTES));
    await file.read(head, 0, head.length, 0);
    if (head.length < 12 || head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE') {
      throw new Error('Not a RIFF/WAVE file');
    }
    let pos = 12;
    let fmt: Omit<WavInfo, 'dataBytes'> | null = null;
    while (pos + 8 <= head.length) {
      const id = head.toString('latin1', pos, pos + 4);
      const len = head.readUInt32LE(pos + 4);
      const body = pos + 8;
      if (id === 'fmt ' && body + 16 <= head.length) {
        fmt = {
          channels: head.readUInt16LE(body + 2),
          sampleRate: head.readUInt32LE(body + 4),
          bytesPerSecond: head.readUInt32LE(body + 8),
          bitsPerSample: head.readUInt16LE(body + 14),
        };
      } else if (id === 'data') {
        if (!fmt) throw new Error('WAV data before format chunk');
        return { ...fmt, dataBytes: Math.min(len, size - body) };
      }
      pos = body + len + (len % 2);
    }
    throw new Error('WAV file has no data chunk');
  } finally {
    await file.close();
  }
}

/** The canonical 44-byte header of a 16-bit mono PCM WAV holding `dataBytes` of samples. */
export function pcmWavHeader(dataBytes: number, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}
