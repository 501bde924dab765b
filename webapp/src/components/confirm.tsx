import type { ReactNode } from 'react';
import { create } from 'zustand';

export interface ConfirmOptions {
  title: string;
  /** What is about to happen, naming the item (docs/product.md, Screens and routes). */
  message: ReactNode;
  confirmLabel?: string;
  /** A red confirm button, for removals. */
  danger?: boolean;
}

export interface ConfirmRequest extends ConfirmOptions {
  /** Settles the question; later calls do nothing. */
  answer: (yes: boolean) => void;
}

/** The question on screen, if any: the app shell shows it (components/ConfirmDialog, lazy). */
export const useConfirmRequest = create<ConfirmRequest | null>(() => null);

/**
 * Asks before an action; resolves true on confirm and false on cancel or close (cancelling
 * does nothing). Needs the app shell, which loads the dialog with the first question.
 */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    // A new question replaces an unanswered one, which counts as cancelled.
    useConfirmRequest.getState()?.answer(false);
    let settled = false;
    const answer = (yes: boolean) => {
      if (settled) return;
      settled = true;
      if (useConfirmRequest.getState()?.answer === answer) useConfirmRequest.setState(null, true);
      resolve(yes);
    };
    useConfirmRequest.setState({ ...options, answer }, true);
  });
}
