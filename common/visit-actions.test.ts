import { describe, expect, it } from 'vitest';
import { allowedVisitActions, canTakeVisitAction, visitActionRefusal } from './visit-actions';

describe('the visit action rule table', () => {
  it('gives a completed visit only the addendum action, for every provider', () => {
    for (const role of ['doctor', 'medical_assistant', 'nurse_practitioner']) {
      expect([...allowedVisitActions(role, 'completed')]).toEqual(['addendum']);
    }
    expect(visitActionRefusal('doctor', 'completed', 'delete')).toEqual({
      kind: 'state',
      message: 'Completed visits are kept for reference and billing and cannot be deleted',
    });
    expect(visitActionRefusal('doctor', 'completed', 'complete')?.kind).toBe('state');
  });

  it('lets only doctors complete and edit assessment and plan on open visits', () => {
    expect(canTakeVisitAction('doctor', 'pending_doctor_review', 'complete')).toBe(true);
    expect(canTakeVisitAction('doctor', 'in_progress', 'edit_assessment_plan')).toBe(true);
    expect(canTakeVisitAction('medical_assistant', 'pending_doctor_review', 'complete')).toBe(false);
    expect(visitActionRefusal('nurse_practitioner', 'in_progress', 'edit_assessment_plan')).toEqual({
      kind: 'role',
      message: 'Only doctors can edit the assessment and plan',
    });
  });

  it('lets assistants send for review and refuses it to doctors', () => {
    expect(canTakeVisitAction('medical_assistant', 'in_progress', 'send_for_review')).toBe(true);
    expect(visitActionRefusal('doctor', 'in_progress', 'send_for_review')?.kind).toBe('role');
  });

  it('refuses an addendum on an open visit and everything to non-providers', () => {
    expect(visitActionRefusal('doctor', 'in_progress', 'addendum')?.kind).toBe('state');
    expect(allowedVisitActions('patient', 'in_progress').size).toBe(0);
    expect(allowedVisitActions(null, 'completed').size).toBe(0);
    expect(visitActionRefusal('patient', 'completed', 'addendum')?.kind).toBe('role');
  });
});
