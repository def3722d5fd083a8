// Adds the attributes a note writes beside a finding: duration, severity, dose details and body system.

import type { Mention, Sentence } from './analysis.types';
import { findTimeExpressions } from './time-expression';

const SEVERITY = /^(mild|moderate|severe|worst|terrible|excruciating|sharp|dull|constant|intermittent)$/;

/** Duration, severity, dose details and body system, as said in the mention's sentence. */
export function addAttributes(mention: Mention, sentence: Sentence): void {
  const times = findTimeExpressions(sentence.tokens);
  const nearest = times.sort((a, b) => Math.abs(a.first - mention.first) - Math.abs(b.first - mention.first))[0];
  if (nearest && (mention.kind === 'symptom' || mention.kind === 'condition'))
    mention.attributes.duration = nearest.text;
  const severity = sentence.tokens
    .slice(Math.max(0, mention.first - 3), mention.first)
    .find((token) => SEVERITY.test(token.norm));
  if (severity) mention.attributes.severity = severity.norm;
  const medication = mention.medication;
  if (medication) {
    for (const key of ['dose', 'frequency', 'route', 'action'] as const) {
      const value = medication[key];
      if (value) mention.attributes[key] = value;
    }
  }
  if (mention.system) mention.attributes.system = mention.system;
}
