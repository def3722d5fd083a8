import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoginResponse, UserDto } from '../../common/schemas/auth.schema';
import type { PatientDto } from '../../common/schemas/patient.schema';
import type { RecordingDto } from '../../common/schemas/recording.schema';
import type { TranscriptionResponse } from '../../common/schemas/transcribe.schema';
import type { VisitDto } from '../../common/schemas/visit.schema';

export const SEED_PASSWORD = 'correct-horse-42';

/** A small API client for seeding data the way the app would, through the public HTTP API. */
export class SeedApi {
  constructor(private readonly baseURL: string) {}

  async call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.baseURL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Registers (role as on the registration form) and signs in; returns the user and its token. */
  async account(name: string, email: string, role: string): Promise<{ user: UserDto; token: string }> {
    const password = SEED_PASSWORD;
    await this.call('POST', '/api/auth/register', null, { name, email, role, password, confirmPassword: password });
    const login = await this.call<LoginResponse>('POST', '/api/auth/login', null, { email, password });
    return { user: login.user, token: login.token };
  }

  patient(
    token: string,
    data: { name: string; email?: string; phoneNumber?: string; gender?: string; dateOfBirth?: string },
  ) {
    return this.call<PatientDto>('POST', '/api/patients', token, data);
  }

  /** Gets or creates the open visit of a patient (0: the caller's unassigned visit). */
  openVisit(token: string, patientId: number) {
    return this.call<VisitDto>('GET', `/api/visits/active/${patientId}`, token);
  }

  recording(token: string, data: Record<string, unknown>) {
    return this.call<RecordingDto>('POST', '/api/recordings', token, data);
  }

  /** Uploads an audio file to POST /api/transcribe for a visit, as the recorder's upload button does. */
  async transcribe(
    token: string,
    visitId: number,
    file: string,
    recordingType: string,
  ): Promise<TranscriptionResponse> {
    const form = new FormData();
    form.append('visitId', String(visitId));
    form.append('recordingType', recordingType);
    form.append('audio', new Blob([readFileSync(file)], { type: 'audio/wav' }), path.basename(file));
    const response = await fetch(`${this.baseURL}/api/transcribe`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (!response.ok) throw new Error(`POST /api/transcribe → ${response.status}: ${await response.text()}`);
    return (await response.json()) as TranscriptionResponse;
  }

  /** PATCHes the visit with the version it has now, as a client that just loaded it would. */
  async updateVisit(token: string, id: number, data: Record<string, unknown>) {
    const { version } = await this.call<VisitDto>('GET', `/api/visits/${id}`, token);
    return this.call<VisitDto>('PATCH', `/api/visits/${id}`, token, { ...data, version });
  }
}
