import { useCallback, useMemo, useState } from 'react';

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
  /** Marked complete by Next, whether or not an edit has broken it since: its edits need `recheck`. */
  wasCompleted(id: Id): boolean;
  /** Open or collapse a section; leaving the open one needs it valid first. */
  toggle(id: Id): Promise<void>;
  /** The section's Next button: valid → marked complete and the next one opens. */
  next(id: Id): Promise<boolean>;
  /** Opens a section that holds an error (the error summary's link, a 400 from the server). */
  reveal(id: Id): void;
  /**
   * An answer changed in a completed section (checked quietly, no messages): while it is broken it
   * is not complete and the sections after it lock again; mended, it is complete as before.
   */
  recheck(id: Id, ok: boolean): void;
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
  // Completed sections whose answers have since broken (an edit after Next).
  const [broken, setBroken] = useState<ReadonlySet<Id>>(() => new Set());
  const done = useMemo(() => new Set([...completed].filter((id) => !broken.has(id))), [completed, broken]);

  const reachableIn = useCallback(
    (done: ReadonlySet<Id>, id: Id): boolean => {
      const frontier = ids.findIndex((s) => !done.has(s));
      return frontier === -1 || ids.indexOf(id) <= frontier;
    },
    [ids],
  );

  /** Checks the open section; records the result so later sections lock again if it broke. */
  const settleOpen = useCallback(async (): Promise<ReadonlySet<Id> | null> => {
    if (openId === null) return done;
    const ok = await validate(openId);
    const next = new Set(done);
    if (ok) next.add(openId);
    else next.delete(openId);
    setCompleted(next);
    setBroken(new Set());
    return ok ? next : null;
  }, [openId, done, validate]);

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
      setBroken((prev) => without(prev, id));
      setOpenId(ids[ids.indexOf(id) + 1] ?? null);
      return true;
    },
    [ids, validate],
  );

  const reveal = useCallback((id: Id) => {
    setOpenId(id);
    setCompleted((prev) => without(prev, id));
    setBroken((prev) => without(prev, id));
  }, []);

  const recheck = useCallback((id: Id, ok: boolean) => {
    setBroken((prev) => (ok ? (prev.has(id) ? without(prev, id) : prev) : prev.has(id) ? prev : new Set(prev).add(id)));
  }, []);

  const reset = useCallback((state: SectionFlowState<Id>) => {
    setOpenId(state.openId);
    setCompleted(new Set(state.completed));
    setBroken(new Set());
  }, []);

  return {
    openId,
    isComplete: (id) => done.has(id) && reachableIn(done, id),
    isReachable: (id) => reachableIn(done, id),
    wasCompleted: (id) => completed.has(id),
    toggle,
    next,
    reveal,
    recheck,
    reset,
  };
}

function without<Id>(set: ReadonlySet<Id>, id: Id): ReadonlySet<Id> {
  if (!set.has(id)) return set;
  const copy = new Set(set);
  copy.delete(id);
  return copy;
}
