import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_DURATION_MS, useFlashMessage } from './use-flash-message';

afterEach(() => vi.useRealTimers());

describe('useFlashMessage', () => {
  it('clears a success line after 5 s, and restarts the clock for another one', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFlashMessage());
    act(() => result.current.show({ kind: 'success', text: 'Sent' }));
    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS - 1000));
    act(() => result.current.show({ kind: 'success', text: 'Sent again' }));
    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS - 1));
    expect(result.current.message?.text).toBe('Sent again');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('keeps an error until the form clears it, however long that takes', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFlashMessage());
    act(() => result.current.show({ kind: 'error', text: 'Not sent' }));
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(result.current.message).toEqual({ kind: 'error', text: 'Not sent' });
    act(() => result.current.clear());
    expect(result.current.message).toBeNull();
  });

  it('does not let an earlier success clock clear a later error', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFlashMessage());
    act(() => result.current.show({ kind: 'success', text: 'Sent' }));
    act(() => result.current.show({ kind: 'error', text: 'Not sent' }));
    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS * 2));
    expect(result.current.message?.kind).toBe('error');
  });
});
