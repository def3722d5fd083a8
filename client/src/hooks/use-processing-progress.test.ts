import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProcessingProgress } from './use-processing-progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useProcessingProgress', () => {
  it('rises 5% every 500 ms and stops at 90%', () => {
    const { result, rerender } = renderHook(({ active }) => useProcessingProgress(active), {
      initialProps: { active: true },
    });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toBe(5);
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(result.current).toBe(20);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toBe(90);
    rerender({ active: false });
    rerender({ active: true });
    expect(result.current).toBe(0);
  });
});
