import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@common/schemas/auth.schema';
import { addPatient, addRecording, openVisit, tinyWav } from '../../test/clinic-fixtures';
import { buildMultipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OUTSIDE_CARE_TEAM } from './care-team.service';

let t: TestApp;
let ana: LoginResponse;
let ben: LoginResponse;
let anasPatient: number;
let bensPatient: number;
let bensVisit: number;
let unassigned: number;
let bensNote: number;
beforeAll(async () => {
  t = await createTestApp({ ACCESS: 'care-team' });
  ana = await t.signUp('doctor', 'Ana Care');
  ben = await t.signUp('doctor', 'Ben Care');
  anasPatient = await addPatient(t, ana.token, 'Ana Patient');
  await openVisit(t, ana.token, anasPatient);
  bensPatient = await addPatient(t, ben.token, 'Ben Patient');
  bensVisit = (await openVisit(t, ben.token, bensPatient)).id;
  unassigned = (await openVisit(t, ben.token, 0)).id;
  // Visits with nothing saved are in no list: each gets a note.
  bensNote = (await addRecording(t, ben.token, bensVisit)).id;
  await addRecording(t, ben.token, unassigned);
});
afterAll(async () => t?.close());

const ids = (body: Array<{ id: number }>) => body.map((item) => item.id);

describe('ACCESS=care-team', () => {
  it("lists only the caller's patients, and visits of theirs plus unassigned ones", async () => {
    const patients = await t.call('GET', '/api/patients', { token: ana.token });
    expect(ids(patients.json())).toEqual([anasPatient]);
    const active = ids((await t.call('GET', '/api/visits/active', { token: ana.token })).json());
    expect(active).not.toContain(bensVisit);
    expect(ids((await t.call('GET', '/api/visits/active', { token: ben.token })).json())).toContain(bensVisit);
    const open = ids((await t.call('GET', '/api/visits/unassigned', { token: ana.token })).json());
    expect(open).toContain(unassigned);
    expect(ids((await t.call('GET', '/api/patients', { token: ben.token })).json())).toEqual([bensPatient]);
  });

  it('opens a chart outside the care team only with a reason, which is audited', async () => {
    const refused = await t.call('GET', `/api/patients/${bensPatient}`, { token: ana.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: OUTSIDE_CARE_TEAM });
    expect((await t.call('GET', `/api/visits/${bensVisit}`, { token: ana.token })).statusCode).toBe(403);
    const reason = 'Covering for Dr Ben today';
    const opened = await t.call('GET', `/api/patients/${bensPatient}`, {
      token: ana.token,
      headers: { 'x-access-reason': reason },
    });
    expect(opened.statusCode).toBe(200);
    expect(
      (await t.call('GET', `/api/visits/${bensVisit}`, { token: ana.token, headers: { 'x-access-reason': reason } }))
        .statusCode,
    ).toBe(200);
    // The reason covers the chart's visits for the day; someone else still has to give their own.
    expect((await t.call('GET', `/api/visits/${bensVisit}`, { token: ana.token })).statusCode).toBe(200);
    const carl = await t.signUp('doctor', 'Carl Care');
    expect((await t.call('GET', `/api/visits/${bensVisit}`, { token: carl.token })).statusCode).toBe(403);
    const history = await t.container.repositories.audit.listForPatient(bensPatient);
    const breakGlass = history.filter((row) => row.action === 'break_glass');
    expect(breakGlass).toHaveLength(2);
    expect(breakGlass[0]).toMatchObject({ userId: ana.user.id, detail: { reason, route: 'GET /api/patients/:id' } });
    expect(history.some((row) => row.action === 'refused' && row.userId === ana.user.id)).toBe(true);
  });

  it("guards the chart's notes, history, audio and saves too, until a reason is given", async () => {
    const dana = await t.signUp('doctor', 'Dana Care');
    const guarded = [
      ['GET', `/api/recordings/visit/${bensVisit}`, undefined],
      ['GET', `/api/recordings/visit/${bensVisit}/versions`, undefined],
      ['GET', `/api/recordings/${bensNote}/audio`, undefined],
      ['PATCH', `/api/recordings/${bensNote}`, { plan: 'Peeked', version: 1 }],
      ['GET', `/api/visits/active/${bensPatient}`, undefined],
      [
        'POST',
        '/api/recordings',
        { visitId: bensVisit, recordingType: 'initial', creatorRole: 'doctor', subjective: 'Peeked' },
      ],
    ] as const;
    for (const [method, url, body] of guarded) {
      const res = await t.call(method, url, { token: dana.token, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toEqual({ message: OUTSIDE_CARE_TEAM });
    }
    const { payload, headers } = buildMultipart(
      { visitId: String(bensVisit) },
      { field: 'audio', filename: 'visit.wav', contentType: 'audio/wav', data: tinyWav(0.5) },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      payload,
      headers: { ...headers, authorization: `Bearer ${dana.token}` },
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toEqual({ message: OUTSIDE_CARE_TEAM });

    const reason = { 'x-access-reason': 'On call for Dr Ben' };
    const notes = await t.call('GET', `/api/recordings/visit/${bensVisit}`, { token: dana.token, headers: reason });
    expect(notes.statusCode).toBe(200);
    // The reason covers the chart from then on.
    expect((await t.call('GET', `/api/recordings/${bensNote}/audio`, { token: dana.token })).statusCode).not.toBe(403);
  });

  it('lets the care team and unassigned visits through without a reason', async () => {
    expect((await t.call('GET', `/api/patients/${anasPatient}`, { token: ana.token })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/visits/${unassigned}`, { token: ana.token })).statusCode).toBe(200);
    // An unknown id answers like someone else's patient (no probing for ids); with a reason, the route's 404.
    expect((await t.call('GET', '/api/patients/999999', { token: ana.token })).statusCode).toBe(403);
    const withReason = await t.call('GET', '/api/patients/999999', {
      token: ana.token,
      headers: { 'x-access-reason': 'Looking up a referral' },
    });
    expect(withReason.statusCode).toBe(404);
  });
});
