import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissToast, toast, TOAST_LIMIT, useToasts } from './toast';

describe('toast queue', () => {
  it('keeps one toast at a time: a newer toast replaces the visible one', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Login Failed' });
      toast({ title: 'Welcome back!' });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(result.current.map((item) => item.title)).toEqual(['Welcome back!']);
  });

  it('closes a dismissed toast', () => {
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(() => {
      id = toast({ title: 'Logged out successfully' });
    });
    act(() => dismissToast(id));
    expect(result.current.find((item) => item.id === id)?.isOpen).toBe(false);
  });
});
