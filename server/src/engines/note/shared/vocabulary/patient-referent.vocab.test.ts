import { describe, expect, it } from 'vitest';
import {
  ANY_CHILD_NOUNS,
  CHILD_NOUNS,
  FIRST_PERSON,
  OTHER_RELATIVE_QUALIFIERS,
  RELATIVE_NOUNS,
  THIRD_PERSON_CHILD,
} from './patient-referent.vocab';

describe('patient referent vocabulary', () => {
  it('lists the sexless child nouns among the child nouns, without a sex', () => {
    for (const noun of ANY_CHILD_NOUNS) expect(CHILD_NOUNS[noun], noun).toBeNull();
  });

  it('keeps child nouns, relatives and qualifiers apart', () => {
    const children = Object.keys(CHILD_NOUNS);
    expect(
      children.filter((noun) => RELATIVE_NOUNS.includes(noun) || OTHER_RELATIVE_QUALIFIERS.includes(noun)),
    ).toEqual([]);
  });

  it('never takes the speaker for the child', () => {
    expect(FIRST_PERSON.filter((word) => THIRD_PERSON_CHILD.includes(word))).toEqual([]);
  });
});
