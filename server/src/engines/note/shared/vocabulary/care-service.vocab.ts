/**
 * Nouns that, said right after a condition, make it the name of a service or the people who run it ("a TMJ
 * specialist", "the asthma clinic", "the diabetes nurse"): the service is named, no one is found to have the
 * condition. A condition the patient has is coded from where it is stated of them, not from the service's name.
 */
export const CARE_SERVICE_NOUNS: readonly string[] = [
  ...['clinic', 'clinics', 'specialist', 'specialists', 'consultant', 'consultants'],
  ...['team', 'teams', 'service', 'services', 'nurse', 'nurses'],
];
