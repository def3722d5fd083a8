/** Body systems used for the review of systems and the physical exam, in the order clinicians list them. */
export const BODY_SYSTEMS = [
  'constitutional',
  'eyes',
  'ent',
  'neck',
  'cardiovascular',
  'respiratory',
  'gastrointestinal',
  'genitourinary',
  'musculoskeletal',
  'skin',
  'neurological',
  'psychiatric',
  'endocrine',
  'hematologic',
  'allergic',
] as const;
export type BodySystem = (typeof BODY_SYSTEMS)[number];

/** One concept of our vocabulary: a preferred display term and the words people use for it. */
export interface ConceptEntry {
  /** kebab-case id, stable: the coder's tables refer to it. */
  id: string;
  /** How a clinician writes it in a note. */
  term: string;
  /** Lower-case variants heard in visits (lay and clinical); the term itself always matches too. */
  synonyms: readonly string[];
  system?: BodySystem;
}

export type TestKind = 'lab' | 'imaging' | 'diagnostic' | 'procedure' | 'vaccine' | 'therapy' | 'device';

export interface TestEntry extends ConceptEntry {
  kind: TestKind;
}

export interface DrugEntry extends ConceptEntry {
  /** True for a class or a vague mention ("blood pressure medication"), which has no dose of its own. */
  isClass?: boolean;
}

/** Shorthand for writing concept tables compactly. */
export function concept(id: string, term: string, synonyms: readonly string[] = [], system?: BodySystem): ConceptEntry {
  return system ? { id, term, synonyms, system } : { id, term, synonyms };
}
