import { describe, expect, it } from 'vitest';
import { CIRCULATORY_CONDITIONS } from './circulatory-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('circulatory condition vocabulary', () => {
  checkConditionGroup(CIRCULATORY_CONDITIONS);
  checkSentences([
    ['The chest tightness when you walk uphill is angina.', 'angina'],
    ['Your ECG today shows atrial flutter.', 'atrial-flutter'],
    ['The monitor picked up a few PVCs but nothing dangerous.', 'premature-ventricular-contractions'],
    ['You have a slow heart rate, which is fine for a runner.', 'bradycardia'],
    ['The echo shows mitral valve prolapse with only trace leak.', 'mitral-valve-prolapse'],
    ["Her fingers go white in the cold, that's Raynaud's phenomenon.", 'raynauds'],
    ['The scan shows a small abdominal aortic aneurysm.', 'abdominal-aortic-aneurysm'],
    ['The ultrasound found narrowing of the carotid artery on the left.', 'carotid-stenosis'],
    ['The tender cord in your calf is superficial thrombophlebitis.', 'thrombophlebitis'],
  ]);

  it('reads first degree heart block and a named cardiomyopathy as themselves, not the general term', () => {
    expect(conditionsIn('The ECG shows first degree heart block.').written).toEqual(['first-degree-av-block']);
    expect(conditionsIn('She has dilated cardiomyopathy.').written).toEqual(['dilated-cardiomyopathy']);
    expect(conditionsIn('Unstable angina needs admission.').written).toEqual(['unstable-angina']);
  });
});
