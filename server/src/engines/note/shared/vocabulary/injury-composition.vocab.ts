/** Words that say a bone was broken ("I broke my wrist"), and the body sites a bone can break at. */
export const FRACTURE_WORDS: readonly string[] = ['broke', 'broken', 'fractured', 'fracture', 'fractures'];

/** Words after "broke" that make it no fracture ("broke out in a rash", "broke down"). */
export const NOT_FRACTURE_FOLLOWERS: readonly string[] = ['out', 'down', 'up', 'even', 'into', 'apart'];

/** Body sites (by id) with bones to break, and how a fracture there is named when the site's term would not read. */
export const BONE_SITES: Readonly<Record<string, string>> = {
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
};
