'use client';

import { useCallback, useEffect, useRef } from 'react';

/** What a field hands over after the paint, and how it hands it over at once. */
export interface TextAfterPaint {
  /** Keeps `text` to hand over once the key that changed it is painted (the latest text wins). */
  change: (text: string) => void;
  /** Hands a waiting text over now: before the field's blur or its next key, which may submit the form. */
  flush: () => void;
  /** For the field's element: a key pressed in it hands the waiting text over first (Enter submits the form). */
  ref: (element: HTMLElement | null) => void;
}

/** A page that is not shown paints no frames: the text goes over after this long at the latest. */
const LATEST_MS = 100;

/**
 * Hands a text field's changes to `send` once the browser has painted the key that made them,
 * rather than inside the key's `input` event, so a key's frame waits for none of the form's
 * bookkeeping (react-hook-form's onChange, its subscribers, autosave's deadline): "yield to the
 * main thread before non-urgent work" (https://web.dev/articles/optimize-inp). The text is on
 * screen at once either way; the form learns of it a frame later. Keys within one frame are handed
 * over once, with the latest text. A waiting text goes over at once on `flush` (blur), on the next
 * key in the field, and when the field unmounts, so nothing typed is lost and whatever reads the
 * form after a key (Enter's submit, a blur's check) sees every key before it.
 */
export function useTextAfterPaint(send: (text: string) => void): TextAfterPaint {
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  const waiting = useRef<{ text: string; cancel: () => void } | null>(null);

  const flush = useCallback((): void => {
    const pending = waiting.current;
    if (!pending) return;
    waiting.current = null;
    pending.cancel();
    latestSend.current(pending.text);
  }, []);

  const change = useCallback(
    (text: string): void => {
      if (waiting.current) {
        waiting.current.text = text;
        return;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      // The frame's rAF runs before its paint; a task queued from it runs after the paint.
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(flush, 0);
      });
      const latest = setTimeout(flush, LATEST_MS);
      waiting.current = {
        text,
        cancel: () => {
          cancelAnimationFrame(frame);
          clearTimeout(timer);
          clearTimeout(latest);
        },
      };
    },
    [flush],
  );

  useEffect(() => flush, [flush]);

  const element = useRef<HTMLElement | null>(null);
  const ref = useCallback(
    (next: HTMLElement | null): void => {
      element.current?.removeEventListener('keydown', flush, true);
      element.current = next;
      next?.addEventListener('keydown', flush, true);
    },
    [flush],
  );

  return { change, flush, ref };
}
