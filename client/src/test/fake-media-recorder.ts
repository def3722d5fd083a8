/**
 * The browser boundary for recorder tests: a MediaRecorder whose pieces the test emits, like the 5-s timeslice
 * would, plus a getUserMedia that hands out a stream with stoppable tracks.
 */
export class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm';
  static last: FakeMediaRecorder | null = null;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: unknown, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.last = this;
  }
  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }
  /** What the browser does every timeslice: hand over the bytes recorded since the last piece. */
  emit(text: string) {
    this.ondataavailable?.({ data: new Blob([text], { type: 'audio/webm' }) });
  }
  requestData() {
    this.emit('requested');
  }
  stop() {
    this.state = 'inactive';
    this.emit('last-piece');
    this.onstop?.();
  }
}

export function fakeMicrophone() {
  const stopTrack = () => undefined;
  return { getTracks: () => [{ stop: stopTrack }] };
}
