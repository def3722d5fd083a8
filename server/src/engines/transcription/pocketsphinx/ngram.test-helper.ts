import { NgramIndex, type NgramModel } from './ngram-model';

/** Σ_w P(w | context) over the whole vocabulary (excluding <s>), computed with back-off. */
export async function contextMass(model: NgramModel, context: readonly string[]): Promise<number> {
  const index = await NgramIndex.create(model);
  const ids = context.map((w) => {
    const id = model.vocab.indexOf(w);
    if (id < 0) throw new Error(`unknown word ${w}`);
    return id;
  });
  const seq = new Uint32Array([...ids, 0]);
  let sum = 0;
  for (let w = 0; w < model.vocab.length; w++) {
    if (model.vocab[w] === '<s>') continue;
    seq[seq.length - 1] = w;
    sum += 10 ** index.logProb(seq);
  }
  return sum;
}

export function logProbOf(index: NgramIndex, words: readonly string[]): number {
  return index.logProb(new Uint32Array(words.map((w) => index.model.vocab.indexOf(w))));
}
