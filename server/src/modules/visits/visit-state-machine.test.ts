import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { decideTransition, type VisitFacts } from './visit-state-machine';

const facts = (overrides: Partial<VisitFacts> = {}): VisitFacts => ({
  status: 'in_progress',
  hasPatient: true,
  providerIsDoctor: true,
  ...overrides,
});

function statusOf(fn: () => unknown): number | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : -1;
  }
}

describe('decideTransition — explicit requests', () => {
  it('sends for review only with a patient and a doctor', () => {
    expect(
      decideTransition(facts(), { type: 'set_status', to: 'pending_doctor_review', actorIsDoctor: false }),
    ).toEqual({
      to: 'pending_doctor_review',
      assignActingDoctor: false,
    });
    expect(
      statusOf(() =>
        decideTransition(facts({ hasPatient: false }), {
          type: 'set_status',
          to: 'pending_doctor_review',
          actorIsDoctor: false,
        }),
      ),
    ).toBe(400);
    expect(
      statusOf(() =>
        decideTransition(facts({ providerIsDoctor: false }), {
          type: 'set_status',
          to: 'pending_doctor_review',
          actorIsDoctor: false,
        }),
      ),
    ).toBe(400);
  });

  it('lets only doctors complete, and only with a patient', () => {
    const pending = facts({ status: 'pending_doctor_review' });
    expect(decideTransition(pending, { type: 'set_status', to: 'completed', actorIsDoctor: true })?.to).toBe(
      'completed',
    );
    expect(
      statusOf(() => decideTransition(pending, { type: 'set_status', to: 'completed', actorIsDoctor: false })),
    ).toBe(403);
    expect(
      statusOf(() =>
        decideTransition(facts({ status: 'pending_doctor_review', hasPatient: false }), {
          type: 'set_status',
          to: 'completed',
          actorIsDoctor: true,
        }),
      ),
    ).toBe(400);
  });

  it('lets a doctor complete an in-progress visit directly', () => {
    expect(decideTransition(facts(), { type: 'set_status', to: 'completed', actorIsDoctor: true })?.to).toBe(
      'completed',
    );
  });

  it('never moves backwards and never reopens a completed visit', () => {
    expect(
      statusOf(() =>
        decideTransition(facts({ status: 'pending_doctor_review' }), {
          type: 'set_status',
          to: 'in_progress',
          actorIsDoctor: true,
        }),
      ),
    ).toBe(409);
    for (const to of ['in_progress', 'pending_doctor_review', 'completed'] as const) {
      expect(
        statusOf(() =>
          decideTransition(facts({ status: 'completed' }), { type: 'set_status', to, actorIsDoctor: true }),
        ),
      ).toBe(409);
    }
  });

  it('treats a request for the current status as a confirmation', () => {
    expect(
      decideTransition(facts({ status: 'pending_doctor_review' }), {
        type: 'set_status',
        to: 'pending_doctor_review',
        actorIsDoctor: false,
      }),
    ).toBeNull();
  });
});

describe('decideTransition — automatic moves', () => {
  it('moves after an assistant saves, when patient and doctor are set', () => {
    expect(decideTransition(facts(), { type: 'assistant_saved_recording' })?.to).toBe('pending_doctor_review');
    expect(decideTransition(facts({ providerIsDoctor: false }), { type: 'assistant_saved_recording' })).toBeNull();
    expect(decideTransition(facts({ hasPatient: false }), { type: 'assistant_saved_recording' })).toBeNull();
    expect(
      decideTransition(facts({ status: 'pending_doctor_review' }), { type: 'assistant_saved_recording' }),
    ).toBeNull();
  });

  it('moves when a doctor saves assessment or plan on an in-progress visit', () => {
    expect(
      decideTransition(facts({ providerIsDoctor: false }), { type: 'doctor_saved_note', hasAssessmentOrPlan: true }),
    ).toEqual({
      to: 'pending_doctor_review',
      assignActingDoctor: true,
    });
    expect(decideTransition(facts(), { type: 'doctor_saved_note', hasAssessmentOrPlan: false })).toBeNull();
  });

  it('moves when a doctor adds audio, unless pending or completed', () => {
    expect(decideTransition(facts(), { type: 'doctor_added_audio' })?.to).toBe('pending_doctor_review');
    expect(decideTransition(facts({ status: 'completed' }), { type: 'doctor_added_audio' })).toBeNull();
  });
});
