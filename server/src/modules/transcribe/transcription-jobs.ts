/**
 * The transcriptions running in this process, by visit: deleting a visit stops its jobs at once (the recogniser's
 * process group is killed through the job's signal) instead of letting them run on audio that no longer exists.
 */
export class TranscriptionJobs {
  private readonly byVisit = new Map<number, Set<AbortController>>();

  /** A signal for one job: aborted when the visit is deleted or after `timeoutMs`. Call `done` when it ends. */
  start(visitId: number | null, timeoutMs: number): { signal: AbortSignal; done: () => void } {
    const controller = new AbortController();
    const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(timeoutMs)]);
    if (visitId === null) return { signal, done: () => undefined };
    const jobs = this.byVisit.get(visitId) ?? new Set<AbortController>();
    jobs.add(controller);
    this.byVisit.set(visitId, jobs);
    return {
      signal,
      done: () => {
        jobs.delete(controller);
        if (jobs.size === 0) this.byVisit.delete(visitId);
      },
    };
  }

  /** Stops every job of the visit; returns how many were running. */
  cancelForVisit(visitId: number): number {
    const jobs = this.byVisit.get(visitId);
    if (!jobs) return 0;
    for (const controller of jobs) controller.abort(new DOMException('The visit was deleted', 'AbortError'));
    this.byVisit.delete(visitId);
    return jobs.size;
  }
}
