import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { assertionsOf } from './mention-status.test-kit';

// A parent says what is going round the child's nursery room: the illness is the other child's.
const ROOM = [
  '[doctor] What can I do for him today?',
  '[patient] He has had a runny nose for two days.',
  '[doctor] Anyone unwell around him?',
  "[patient] There's been chickenpox about, a girl in his room had it.",
].join('\n');

describe('a contact placed in the patient\'s room ("a girl in his room")', () => {
  it.each([
    ['written', ROOM],
    ['speech', toSpeechStyle(ROOM)],
  ])('has the illness, not the patient (%s)', (_style, text) => {
    expect(assertionsOf(text, 'chickenpox')).not.toContain('present');
  });

  const own = ROOM.replace('a girl in his room had it', 'he had it himself last week');
  it.each([
    ['written', own],
    ['speech', toSpeechStyle(own)],
  ])("stays the patient's when no one else in the room is named (%s)", (_style, text) => {
    expect(assertionsOf(text, 'chickenpox')).not.toContain('family');
  });
});
