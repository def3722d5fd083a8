import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMentions } from './finding-extractor';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

function statusOf(transcript: string, conceptId: string): string[] {
  const { sentences } = structureTranscript(transcript);
  return extractMentions(sentences, pairQuestionsWithAnswers(sentences))
    .filter((m) => m.conceptId === conceptId)
    .map((m) => m.assertion);
}

const risks = [
  '[doctor] hi , how are you ?',
  '[patient] okay .',
  '[doctor] there are some risks i have to inform you of . risk of surgery include infection , need for further surgery , or bleeding which may require a longer stay . uh , seizure , stroke , permanent numbness , weakness or even death .',
  '[patient] well , i guess we have to do it .',
].join('\n');

describe('carryListStatus', () => {
  it('gives a bare list after a list of risks the same status, written and as speech', () => {
    expect(statusOf(risks, 'seizure')).toEqual(['hypothetical']);
    expect(statusOf(risks, 'numbness')).toEqual(['hypothetical']);
    expect(statusOf(toSpeechStyle(risks), 'numbness')).not.toContain('present');
  });

  it('leaves a sentence that says something of its own as it is', () => {
    const own = risks.replace('uh , seizure , stroke ,', 'you do have');
    expect(statusOf(own, 'numbness')).toEqual(['present']);
  });
});

const watch = [
  '[patient] should i be worried ?',
  "[doctor] no . what i want you to watch for is those infections . that do n't stop , you have trouble getting . it under control or any changes to your abdominal tract , severe diarrhea .",
  '[patient] okay .',
].join('\n');

describe('carryWatchList', () => {
  it('reads what is named after a cut "watch for" as what may come, written and as speech', () => {
    expect(statusOf(watch, 'diarrhea')).toEqual(['hypothetical']);
    expect(statusOf(toSpeechStyle(watch), 'diarrhea')).not.toContain('present');
  });

  it('leaves a sentence that is not cut after "watch for" as it is', () => {
    const said = watch.replace('what i want you to watch for is those infections .', 'you are doing well .');
    expect(statusOf(said, 'diarrhea')).toEqual(['present']);
    const far = watch.replace(". that do n't stop", ", now the rest . you said . that do n't stop");
    expect(statusOf(far, 'diarrhea')).toEqual(['present']);
  });
});

describe('carryWatchList on possible causes', () => {
  const causes = [
    '[patient] why is it enlarged ?',
    '[doctor] well , there are many reasons why people can have an enlarged liver . some possible causes are certain medications . that can be toxic to the liver , alcohol abuse , fatty liver disease , cirrhosis .',
    '[patient] okay .',
  ].join('\n');

  it('reads the causes explained in general as no diagnosis, written and as speech', () => {
    expect(statusOf(causes, 'alcohol-use-disorder')).toEqual(['hypothetical']);
    expect(statusOf(causes, 'cirrhosis')).toEqual(['hypothetical']);
    expect(statusOf(toSpeechStyle(causes), 'alcohol-use-disorder')).not.toContain('present');
  });
});
