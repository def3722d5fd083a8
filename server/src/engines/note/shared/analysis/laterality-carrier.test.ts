import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from './transcript-analyzer';

const sideOf = (transcript: string, conceptId: string) =>
  analyzeTranscript(transcript)
    .findings.filter((finding) => finding.conceptId === conceptId)
    .map((finding) => finding.attributes.laterality ?? 'none');

describe('carryLaterality', () => {
  it('carries the side of an abnormal exam finding onto a diagnosis of the same organ', () => {
    const visit =
      '[patient] my ear hurts .\n[doctor] your right eardrum is red and bulging . the left eardrum is normal . this is an ear infection .';
    expect(sideOf(visit, 'otitis-media')).toEqual(['right']);
  });

  it('keeps only the abnormal side when one clause finds each ear', () => {
    const visit =
      '[patient] my ear hurts .\n[doctor] her left eardrum is red and bulging and the right eardrum is normal . this is an ear infection .';
    expect(sideOf(visit, 'otitis-media')).toEqual(['left']);
  });

  it('makes it bilateral when both sides are abnormal', () => {
    const visit =
      '[patient] my ears hurt .\n[doctor] the right eardrum is red . the left eardrum is bulging . this is an ear infection .';
    expect(sideOf(visit, 'otitis-media')).toEqual(['bilateral']);
  });

  it('carries no side from another organ', () => {
    const visit =
      '[patient] my throat hurts .\n[doctor] the right tonsil is swollen . your eardrums look fine . i think this is an ear infection .';
    expect(sideOf(visit, 'otitis-media')).toEqual(['none']);
  });
});
