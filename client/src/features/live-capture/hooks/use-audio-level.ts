import { useEffect, useState } from 'react';

const UPDATE_MS = 100;

/** The microphone's loudness (0–1, RMS of the waveform) from a Web Audio AnalyserNode; 0 without Web Audio. */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);

  useEffect(() => {
    if (!stream || typeof AudioContext === 'undefined') return undefined;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    const source = context.createMediaStreamSource(stream);
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) {
        const centred = (sample - 128) / 128;
        sum += centred * centred;
      }
      // Speech RMS rarely passes 0.3; scale so normal speech fills most of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 3));
    }, UPDATE_MS);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close();
      setLevel(0);
    };
  }, [stream]);

  return level;
}
