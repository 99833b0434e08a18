import { useLocation } from '@rspress/core/runtime';
import {
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { keepFocusInside } from '../logic/focus-trap';

export interface ModalDialog {
  /** Whether the dialog is open (for the opening button's aria-expanded). */
  open: boolean;
  show: () => void;
  close: () => void;
  /** Spread on the <dialog>. */
  dialogProps: {
    ref: RefObject<HTMLDialogElement | null>;
    onClose: () => void;
    onClick: (event: MouseEvent<HTMLDialogElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
}

/**
 * A modal <dialog> that behaves like the site's menus: the browser makes the
 * page behind inert and closes it on Esc; keepFocusInside completes the focus
 * trap; it also closes on a click on the backdrop, when a link in it is
 * followed (`closingLinks`) and when the page changes.
 */
export function useModalDialog(closingLinks = 'a[href]'): ModalDialog {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    // A new page: the dialog has done its job.
    if (pathname) ref.current?.close();
  }, [pathname]);

  const close = () => ref.current?.close();
  return {
    open,
    show: () => {
      ref.current?.showModal();
      setOpen(true);
    },
    close,
    dialogProps: {
      ref,
      onClose: () => setOpen(false),
      onClick: (event) => {
        const target = event.target as HTMLElement;
        // The backdrop counts as the dialog itself; the panel fills the rest of it.
        if (target === event.currentTarget || target.closest(closingLinks)) close();
      },
      onKeyDown: keepFocusInside,
    },
  };
}
