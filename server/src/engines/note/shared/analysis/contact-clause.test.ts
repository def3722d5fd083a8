import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { clinicianOwnContact, namedAsObject, opinionAfter, speakerGoesOn } from './contact-clause';
import { structureTranscript } from './transcript-structure';

const words = (text: string) => text.split(' ');

describe('how a contact stands in the clause naming them', () => {
  it('finds an opinion verb just after the contact, past a name', () => {
    expect(opinionAfter(words('my friend thinks the lump has got bigger'), 2)).toBe(2);
    expect(opinionAfter(words('my mate , jo , reckons it is nothing'), 2)).toBe(5);
    expect(opinionAfter(words('my mate had flu and he thinks'), 2)).toBe(-1);
  });

  it("reads a contact the speaker works with or spoke to as the object of the speaker's clause", () => {
    expect(namedAsObject(words('i work with kids'), 0)).toBe(true);
    expect(namedAsObject(words('i discussed it with a colleague'), 4)).toBe(true);
    expect(namedAsObject(words('my colleague had a clot'), 0)).toBe(false);
    expect(namedAsObject(words('a colleague said i have asthma'), 0)).toBe(false);
  });

  it('finds where the speaker goes on with their own verb', () => {
    expect(speakerGoesOn(words('i work with kids and have had a cough'), 4)).toBe(4);
    expect(speakerGoesOn(words('i work with kids in a nursery'), 4)).toBe(7);
  });

  it("reads a clinician's colleague as their own, and the patient's as the patient's", () => {
    const own = structureTranscript('[doctor] i asked a colleague about your scan .').sentences[0]!;
    expect(
      clinicianOwnContact(
        own,
        own.tokens.map((token) => token.norm),
        2,
        4,
      ),
    ).toBe(true);
    const theirs = structureTranscript('[doctor] so your colleague had the same rash .').sentences[0]!;
    expect(
      clinicianOwnContact(
        theirs,
        theirs.tokens.map((token) => token.norm),
        1,
        3,
      ),
    ).toBe(false);
  });

  it('reads the speech-style words the same way', () => {
    const said = toSpeechStyle('[patient] I work with kids and have had a cough.').toLowerCase().split(' ');
    expect(speakerGoesOn(said, said.indexOf('kids') + 1)).toBe(said.indexOf('and'));
  });
});
