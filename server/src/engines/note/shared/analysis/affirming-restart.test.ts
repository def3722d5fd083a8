import { describe, expect, it } from 'vitest';
import { statuses } from './mention-status.test-kit';

/** "It isn't X, it's Y": the "it's" says what it is instead and closes the denial. Written and through speech. */
const OPEN = [
  'Doctor: Hello again, how did the hospital appointment go?',
  'Patient: It went fine, the specialist was very thorough with me.',
];

describe('an affirming restart after a denial', () => {
  it('keeps what the restart names', () => {
    const talk = [...OPEN, "Patient: He told me it isn't a migraine, it's a cluster headache."].join('\n');
    const cluster = statuses(talk, 'cluster-headache');
    expect(cluster.written).toEqual(['present']);
    expect(cluster.speech).toEqual(['present']);
  });

  it('still denies what was ruled out', () => {
    const talk = [...OPEN, "Patient: He told me it isn't a migraine."].join('\n');
    expect(statuses(talk, 'migraine').written).toEqual(['negated']);
    expect(statuses(talk, 'migraine').speech).not.toContain('present');
  });

  it('keeps a restart that is itself negated denied', () => {
    const talk = [...OPEN, "Patient: He said it's not a migraine, it's not a cluster headache either."].join('\n');
    expect(statuses(talk, 'cluster-headache').written).toEqual(['negated']);
  });
});

describe('a determiner opening a new clause after a denial', () => {
  it('keeps the thing the new clause is about', () => {
    const talk = [...OPEN, 'Patient: No coughing, the blue inhaler keeps it settled.'].join('\n');
    expect(statuses(talk, 'cough').written).toEqual(['negated']);
    expect(statuses(talk, 'inhaler').written).not.toContain('negated');
    expect(statuses(talk, 'inhaler').speech).not.toContain('negated');
  });

  it('goes on through a preposition or a time', () => {
    const talk = [...OPEN, 'Patient: No swelling in the ankles, and no fever the past week or chills.'].join('\n');
    expect(statuses(talk, 'chills').written).toEqual(['negated']);
  });
});
