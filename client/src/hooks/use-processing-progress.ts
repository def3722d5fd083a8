import { PROCESSING_CAP_PERCENT, PROCESSING_STEP_MS, PROCESSING_STEP_PERCENT } from '@common/limits';
import { useEffect, useState } from 'react';

/**
 * While `active`, rises 5% every 500 ms and stops at 90% until the answer arrives (SPEC section 4).
 * Reset to 0 whenever processing starts again.
 */
export function useProcessingProgress(active: boolean): number {
  const [progress, setProgress] = useState(0);
  const [wasActive, setWasActive] = useState(active);
  // Restart from 0 on each new run, adjusting state during render rather than in an effect.
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setProgress(0);
  }

  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => {
      setProgress((value) => Math.min(PROCESSING_CAP_PERCENT, value + PROCESSING_STEP_PERCENT));
    }, PROCESSING_STEP_MS);
    return () => clearInterval(timer);
  }, [active]);

  return progress;
}
