import { createContext, type ReactNode } from 'react';

// Apart from the hook (interval-editor-slot.tsx): the app's providers hold this context, and what
// they import is in the first download, which must not pull in the domain's registry.

/** A worker of the activity, by the activity user the intervals hang from. */
export interface EditorWorker {
  activityUserId: number;
  name: string;
}

/** What the interval editor opens on: a title and the activity's workers. */
export interface IntervalEditorTarget {
  /** `Impresión N.º 12`. */
  title: string;
  workers: readonly EditorWorker[];
  /** The worker shown first (a flagged interval's). */
  activityUserId?: number;
}

/** Draws the operator-work feature's interval editor on a target (the app layer provides it). */
export type IntervalEditorRenderer = (props: { target: IntervalEditorTarget; onClose: () => void }) => ReactNode;

/**
 * Where the order's activities and the operator report find the interval editor: the app layer
 * provides it (features never import each other), and a screen without it offers no button.
 */
export const IntervalEditorContext = createContext<IntervalEditorRenderer | null>(null);
