import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSectionFlow } from './useSectionFlow';

const ids = ['a', 'b', 'c'] as const;
type Id = (typeof ids)[number];

/** A flow whose sections are valid when listed in `valid` (mutable between steps). */
function setup(valid: Set<Id>) {
  return renderHook(() => useSectionFlow(ids, async (id) => valid.has(id)));
}

describe('useSectionFlow', () => {
  it('starts with the first section open and only it reachable', () => {
    const { result } = setup(new Set());
    expect(result.current.openId).toBe('a');
    expect(ids.map((id) => result.current.isReachable(id))).toEqual([true, false, false]);
  });

  it('Next on an invalid section keeps it open and the rest locked', async () => {
    const { result } = setup(new Set());
    await act(() => result.current.next('a'));
    expect(result.current.openId).toBe('a');
    expect(result.current.isComplete('a')).toBe(false);
    expect(result.current.isReachable('b')).toBe(false);
  });

  it('Next on a valid section completes it and opens the next one', async () => {
    const { result } = setup(new Set<Id>(['a']));
    await act(() => result.current.next('a'));
    expect(result.current.openId).toBe('b');
    expect(result.current.isComplete('a')).toBe(true);
    expect(result.current.isReachable('b')).toBe(true);
    expect(result.current.isReachable('c')).toBe(false);
  });

  it('an open section collapses only when valid', async () => {
    const valid = new Set<Id>();
    const { result } = setup(valid);
    await act(() => result.current.toggle('a'));
    expect(result.current.openId).toBe('a');
    valid.add('a');
    await act(() => result.current.toggle('a'));
    expect(result.current.openId).toBeNull();
    expect(result.current.isComplete('a')).toBe(true);
  });

  it('going back to an earlier section that is no longer valid locks the ones after it', async () => {
    const valid = new Set<Id>(['a', 'b']);
    const { result } = setup(valid);
    await act(() => result.current.next('a'));
    await act(() => result.current.toggle('a')); // b is valid, so a opens
    expect(result.current.openId).toBe('a');
    valid.delete('a'); // the customer clears a required answer
    await act(() => result.current.toggle('b'));
    expect(result.current.openId).toBe('a');
    expect(result.current.isComplete('a')).toBe(false);
    expect(result.current.isReachable('b')).toBe(false);
  });

  it('a completed section broken by an edit is no longer complete and locks the ones after it until mended', async () => {
    const { result } = setup(new Set<Id>(['a', 'b']));
    await act(() => result.current.next('a'));
    await act(() => result.current.next('b'));
    expect(result.current.isComplete('b')).toBe(true);
    act(() => result.current.recheck('a', false));
    expect(result.current.isComplete('a')).toBe(false);
    expect(result.current.isComplete('b')).toBe(false);
    expect(result.current.isReachable('c')).toBe(false);
    act(() => result.current.recheck('a', true));
    expect(result.current.isComplete('b')).toBe(true);
    expect(result.current.isReachable('c')).toBe(true);
  });
});
