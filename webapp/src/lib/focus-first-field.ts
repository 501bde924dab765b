const FIELD = [
  'input:not([type="hidden"]):not([type="file"]):not([disabled]):not([readonly])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[contenteditable="true"]',
].join(', ');

/**
 * Moves the focus into the first field of the dialog on top (the one opened last), if the
 * focus is still on its header (Mantine's focus trap starts on the first focusable element,
 * the close button). A dialog without fields keeps the focus where it is.
 */
export function focusFirstField(): void {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return;
  const active = document.activeElement;
  const onHeader = active === dialog || (active instanceof HTMLElement && active.closest('header') !== null);
  if (active && dialog.contains(active) && !onHeader) return;
  const fields = Array.from(dialog.querySelectorAll<HTMLElement>(FIELD));
  fields.find((field) => field.getClientRects().length > 0)?.focus();
}
