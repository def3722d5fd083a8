/** A live-capture client over HTTP, as the browser's recorder speaks to the server (bench and durability tests). */
export interface LiveSession {
  id: string;
  status: string;
  chunksReceived: number;
  secondsReceived: number;
  transcript: string;
  transcribedSeconds: number;
  audioId?: string;
}

export interface FinishResult {
  status: number;
  body: { message?: string; transcription?: string; duration?: number; audioId?: string; subjective?: string };
}

export class LiveClient {
  constructor(
    readonly baseUrl: string,
    private readonly token: string,
  ) {}

  private async call(method: string, url: string, body?: unknown, raw?: Uint8Array) {
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(raw ? { 'content-type': 'application/octet-stream' } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: raw ? Buffer.from(raw) : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : {}) as unknown };
  }

  async start(mimeType = 'audio/webm;codecs=opus', visitId?: number): Promise<LiveSession> {
    const res = await this.call('POST', '/api/recording-sessions', { mimeType, ...(visitId ? { visitId } : {}) });
    if (res.status !== 201) throw new Error(`start failed: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json as LiveSession;
  }

  async put(id: string, seq: number, piece: Uint8Array): Promise<number> {
    return (await this.call('PUT', `/api/recording-sessions/${id}/chunks/${seq}`, undefined, piece)).status;
  }

  async get(id: string): Promise<LiveSession> {
    const res = await this.call('GET', `/api/recording-sessions/${id}`);
    if (res.status !== 200) throw new Error(`get failed: ${res.status}`);
    return res.json as LiveSession;
  }

  async finish(id: string, chunks: number): Promise<FinishResult> {
    const res = await this.call('POST', `/api/recording-sessions/${id}/finish`, { chunks });
    return { status: res.status, body: res.json as FinishResult['body'] };
  }
}

/** Registers and signs in a provider on a running server; returns its bearer token. */
export async function signUpProvider(baseUrl: string, role = 'medical_assistant'): Promise<string> {
  const email = `${role}-${Math.random().toString(36).slice(2)}@clinic.test`;
  const password = 'correct horse 1';
  const post = (url: string, body: unknown) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/auth/register', { name: 'Live Tester', email, role, password, confirmPassword: password });
  const login = await post('/api/auth/login', { email, password });
  const json = (await login.json()) as { token?: string };
  if (!json.token) throw new Error(`login failed: ${login.status}`);
  return json.token;
}

/** Polls until `check` holds (or the time is up); returns the last session seen. */
export async function waitFor(
  client: LiveClient,
  id: string,
  check: (session: LiveSession) => boolean,
  timeoutMs: number,
): Promise<LiveSession> {
  const deadline = Date.now() + timeoutMs;
  let session = await client.get(id);
  while (!check(session) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    session = await client.get(id);
  }
  return session;
}
