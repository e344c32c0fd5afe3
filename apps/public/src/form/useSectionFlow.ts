import { useCallback, useState } from 'react';

export interface SectionFlowState<Id extends string> {
  openId: Id | null;
  completed: readonly Id[];
}

export interface SectionFlow<Id extends string> {
  openId: Id | null;
  /** Valid when last checked, and still reachable (an earlier section that broke locks it again). */
  isComplete(id: Id): boolean;
  /** Only sections up to the first unfinished one can be opened. */
  isReachable(id: Id): boolean;
  /** Open or collapse a section; leaving the open one needs it valid first. */
  toggle(id: Id): Promise<void>;
  /** The section's Next button: valid → marked complete and the next one opens. */
  next(id: Id): Promise<boolean>;
  /** Opens a section that holds an error (the error summary's link, a 400 from the server). */
  reveal(id: Id): void;
  /** Starts over from this state (Start again, a resumed proposal). */
  reset(state: SectionFlowState<Id>): void;
}

/**
 * The sectioned form's gating (public-site §4): the first section starts open, a section opens or
 * collapses only when the open one is valid, Next marks it valid and opens the following section.
 */
export function useSectionFlow<Id extends string>(
  ids: readonly Id[],
  validate: (id: Id) => Promise<boolean>,
  initial: SectionFlowState<Id> = { openId: ids[0] ?? null, completed: [] },
): SectionFlow<Id> {
  const [openId, setOpenId] = useState<Id | null>(initial.openId);
  const [completed, setCompleted] = useState<ReadonlySet<Id>>(() => new Set(initial.completed));

  const reachableIn = useCallback(
    (done: ReadonlySet<Id>, id: Id): boolean => {
      const frontier = ids.findIndex((s) => !done.has(s));
      return frontier === -1 || ids.indexOf(id) <= frontier;
    },
    [ids],
  );

  /** Checks the open section; records the result so later sections lock again if it broke. */
  const settleOpen = useCallback(async (): Promise<ReadonlySet<Id> | null> => {
    if (openId === null) return completed;
    const ok = await validate(openId);
    const done = new Set(completed);
    if (ok) done.add(openId);
    else done.delete(openId);
    setCompleted(done);
    return ok ? done : null;
  }, [openId, completed, validate]);

  const toggle = useCallback(
    async (id: Id) => {
      const done = await settleOpen();
      if (!done) return;
      if (openId === id) setOpenId(null);
      else if (reachableIn(done, id)) setOpenId(id);
    },
    [settleOpen, openId, reachableIn],
  );

  const next = useCallback(
    async (id: Id) => {
      const ok = await validate(id);
      if (!ok) return false;
      setCompleted((prev) => new Set(prev).add(id));
      setOpenId(ids[ids.indexOf(id) + 1] ?? null);
      return true;
    },
    [ids, validate],
  );

  const reveal = useCallback(
    (id: Id) => {
      setOpenId(id);
      setCompleted((prev) => {
        const done = new Set(prev);
        done.delete(id);
        return done;
      });
    },
    [],
  );

  const reset = useCallback((state: SectionFlowState<Id>) => {
    setOpenId(state.openId);
    setCompleted(new Set(state.completed));
  }, []);

  return {
    openId,
    isComplete: (id) => completed.has(id) && reachableIn(completed, id),
    isReachable: (id) => reachableIn(completed, id),
    toggle,
    next,
    reveal,
    reset,
  };
}
