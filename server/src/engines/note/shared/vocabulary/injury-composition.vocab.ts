import { lookupTable } from '../../../../lib/lookup-table';
/** Words that say a bone was broken ("I broke my wrist"), and the body sites a bone can break at. */
export const FRACTURE_WORDS: readonly string[] = ['broke', 'broken', 'fractured', 'fracture', 'fractures'];

/** Words after "broke" that make it no fracture ("broke out in a rash", "broke down"). */
export const NOT_FRACTURE_FOLLOWERS: readonly string[] = ['out', 'down', 'up', 'even', 'into', 'apart'];

/** Body sites (by id) with bones to break, and how a fracture there is named when the site's term would not read. */
export const BONE_SITES: Readonly<Record<string, string>> = lookupTable({
  wrist: 'wrist',
  hand: 'hand',
  finger: 'finger',
  arm: 'arm',
  elbow: 'elbow',
  shoulder: 'shoulder',
  hip: 'hip',
  leg: 'leg',
  knee: 'knee',
  ankle: 'ankle',
  foot: 'foot',
  toe: 'toe',
  nose: 'nose',
  chest: 'rib',
  face: 'facial',
  buttock: 'tailbone',
  back: 'back',
  neck: 'neck',
});

/** Words for a bruise at one spot ("a bruise on her shin", "bruised my knee"); the ICD-10-CM index codes it as a contusion. */
export const BRUISE_WORDS: readonly string[] = ['bruise', 'bruised', 'bruising'];

/** Words that make bruising a tendency, not a knock ("bruises easily" is spontaneous ecchymoses, no contusion). */
export const SPONTANEOUS_BRUISE_WORDS: readonly string[] = [
  'easily',
  'easy',
  'spontaneous',
  'spontaneously',
  'tendency',
];

/** Words that place a bruise on the site after it ("a bruise on the outside of the forearm"). */
export const BRUISE_SITE_LINKS: readonly string[] = ['on', 'over', 'to', 'of', 'in', 'across', 'along'];

/**
 * Sites a contusion is coded at, by site id or by the narrower part said ("thigh" of the leg), and how it is named.
 * "Arm" and "leg" alone are left out: the code needs the upper or lower part, and guessing it would be unsupported.
 */
export const CONTUSION_SITES: Readonly<Record<string, string>> = lookupTable({
  wrist: 'wrist',
  hand: 'hand',
  finger: 'finger',
  elbow: 'elbow',
  shoulder: 'shoulder',
  hip: 'hip',
  knee: 'knee',
  ankle: 'ankle',
  foot: 'foot',
  chest: 'chest wall',
  face: 'face',
  forearm: 'forearm',
  thigh: 'thigh',
  shin: 'shin',
  calf: 'lower leg',
});
