import { useEffect, useId, useRef } from "react";
import { TABBABLE, wrappedFocus } from "./focus-wrap";

type ModalProps = {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  /** Buttons under the text. */
  actions?: React.ReactNode;
};

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of the page inert
 * and moves focus inside; Tab cycles through the dialog's controls (the browser would go on to its
 * own toolbar and the page's body); Escape closes through `onClose`; focus returns to where it was.
 */
export function Modal({ title, onClose, children, actions }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const onCancel = (event: Event) => {
      // The parent decides: it unmounts the modal, which closes the dialog.
      event.preventDefault();
      closeRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
        (control) => control.getClientRects().length > 0,
      );
      const current = controls.indexOf(document.activeElement as HTMLElement);
      const next = wrappedFocus(controls.length, current, event.shiftKey);
      if (next === null) return;
      event.preventDefault();
      controls[next]?.focus();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("keydown", onKeyDown);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("keydown", onKeyDown);
      dialog.close();
      previous?.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className="modal" aria-modal="true" aria-labelledby={titleId}>
      <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
        ×
      </button>
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      <div className="modal__body">{children}</div>
      {actions && <div className="modal__actions">{actions}</div>}
    </dialog>
  );
}
