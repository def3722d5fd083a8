/**
 * One named step of a note pipeline: a pure function from the document so far to the fields it adds. Pipelines
 * are plain lists of stages, so the order is written down in one place and a trace can show every step.
 */
export interface PipelineStage<Doc> {
  name: string;
  /** What the stage adds, in a line, for `npm run note -- FILE --trace`. */
  does: string;
  run(doc: Doc): Partial<Doc>;
}

/** Called after each stage with the document as it stands (tracing, tests). */
export type StageObserver<Doc> = (stage: PipelineStage<Doc>, doc: Doc) => void;

/** Runs the stages in order over the document; each stage's fields are added to it. */
export function runStages<Doc extends object>(
  stages: readonly PipelineStage<Doc>[],
  start: Doc,
  observe?: StageObserver<Doc>,
): Doc {
  let doc = start;
  for (const stage of stages) {
    doc = { ...doc, ...stage.run(doc) };
    observe?.(stage, doc);
  }
  return doc;
}
