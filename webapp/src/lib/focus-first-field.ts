const FIELD = [
  'input:not([type="hidden"]):not([type="file"]):not([disabled]):not([readonly])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[contenteditable="true"]',
].join(', ');

/** How long a dialog's fields may take to arrive (a form whose code loads with the dialog). */
const WAIT_MS = 2000;

/** The focus is still where the dialog put it first: on the dialog itself or in its header. */
const focusUntouched = (dialog: HTMLElement): boolean => {
  const active = document.activeElement;
  if (!active || active === document.body || active === dialog) return true;
  return !dialog.contains(active) || (active instanceof HTMLElement && active.closest('header') !== null);
};

/**
 * Moves the focus into the first field of `dialog`, waiting briefly for a form that is still
 * loading. A dialog without fields, or one the user has moved in already, is left alone.
 */
function focusFirstField(dialog: HTMLElement): void {
  const deadline = Date.now() + WAIT_MS;
  const attempt = () => {
    if (!dialog.isConnected || !focusUntouched(dialog)) return;
    const field = Array.from(dialog.querySelectorAll<HTMLElement>(FIELD)).find(
      (element) => element.getClientRects().length > 0,
    );
    if (field) field.focus();
    else if (Date.now() < deadline) window.setTimeout(attempt, 50);
  };
  // After the focus trap's own second pass (it focuses again on the next tick).
  window.setTimeout(attempt, 50);
}

/** A dialog's focus entering from outside it: the focus trap of a dialog that just opened. */
function onFocusIn(event: FocusEvent): void {
  if (!(event.target instanceof HTMLElement)) return;
  const dialog = event.target.closest<HTMLElement>('[role="dialog"][aria-modal="true"]');
  if (!dialog || !focusUntouched(dialog)) return;
  const from = event.relatedTarget;
  if (from instanceof Node && dialog.contains(from)) return;
  focusFirstField(dialog);
}

/**
 * Dialogs start in their first field: Mantine's focus trap puts the focus on the first focusable
 * element, the close button in the header, which this moves on. Returns the undo.
 */
export function watchDialogFocus(): () => void {
  document.addEventListener('focusin', onFocusIn);
  return () => document.removeEventListener('focusin', onFocusIn);
}
