import { createContext, type ComponentChildren } from 'preact';
import { useContext, useEffect, useMemo } from 'preact/hooks';

/**
 * The unsaved-changes guard. An editor says whether it holds unsaved edits (`useUnsaved`);
 * every way out of it asks first: picking another episode or tab, the browser's back and
 * forward (App), changing the token, and closing or reloading the page (`beforeunload`).
 */
export const LEAVE_QUESTION = 'You have unsaved changes. Leave without saving them?';

export interface UnsavedGuard {
  /** True when nothing is unsaved, or the user chose to leave anyway. */
  mayLeave(): boolean;
  isDirty(): boolean;
  set(owner: string, dirty: boolean): void;
}

export function createGuard(): UnsavedGuard {
  const dirty = new Set<string>();
  return {
    isDirty: () => dirty.size > 0,
    mayLeave() {
      if (dirty.size === 0) return true;
      if (!window.confirm(LEAVE_QUESTION)) return false;
      dirty.clear();
      return true;
    },
    set(owner, value) {
      if (value) dirty.add(owner);
      else dirty.delete(owner);
    },
  };
}

const GuardContext = createContext<UnsavedGuard | null>(null);

export function GuardProvider({ guard, children }: { guard: UnsavedGuard; children: ComponentChildren }) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guard.isDirty()) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = LEAVE_QUESTION;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guard]);
  return <GuardContext.Provider value={guard}>{children}</GuardContext.Provider>;
}

export function useGuard(): UnsavedGuard {
  const guard = useContext(GuardContext);
  if (!guard) throw new Error('useGuard outside GuardProvider');
  return guard;
}

let nextOwner = 0;

/** Marks this component's edits as unsaved while `dirty` is true (and no longer once it unmounts). */
export function useUnsaved(dirty: boolean): void {
  const guard = useGuard();
  const owner = useMemo(() => `editor-${++nextOwner}`, []);
  useEffect(() => guard.set(owner, dirty), [guard, owner, dirty]);
  useEffect(() => () => guard.set(owner, false), [guard, owner]);
}
