import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { focusElement } from './use-return-focus';
import { raiseToaster } from './toaster-signal';

/**
 * A native modal <dialog> for what opens by itself or stands in for a dialog that failed to load
 * (the daily popup, the load-failure notice). The browser makes the page behind it inert, closes
 * it on Escape and keeps focus inside; a tap on the dimmed page closes it too. These are on the
 * store's first paint, where Radix's dialog cost a long task as it opened and 13 KB gzipped.
 *
 * A `<form method="dialog">` button inside closes it with its `value`; `onClosed` receives that
 * value ('' for Escape or a tap outside). Focus then goes back to what had it before it opened,
 * else to `fallbackFocus`, unless `onClosed` moved it somewhere itself.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  onClosed,
  fallbackFocus,
  className = '',
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  onClosed(returnValue: string): void;
  fallbackFocus?: () => HTMLElement | null;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  const returnFocus = () => {
    const active = document.activeElement;
    const dialog = ref.current;
    if (active && active !== document.body && !dialog?.contains(active)) return;
    const before = opener.current;
    const target =
      before instanceof HTMLElement && before !== document.body && before.isConnected
        ? before
        : (fallbackFocus?.() ?? null);
    if (target) focusElement(target);
  };
  const returnFocusRef = useRef(returnFocus);
  useLayoutEffect(() => {
    returnFocusRef.current = returnFocus;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    opener.current = document.activeElement;
    dialog.returnValue = '';
    // In a task of its own: opening makes the browser restyle the page, which should not add to
    // the task that drew it.
    const timer = setTimeout(() => {
      if (!dialog.open) dialog.showModal();
      // A toast already on screen stays visible above the dialog (issue 22).
      raiseToaster();
    });
    return () => {
      clearTimeout(timer);
      // Taken away while open (e.g. "Reintentar" found the code): close first, so the page is no
      // longer inert and focus can go back.
      if (dialog.open) {
        dialog.close();
        returnFocusRef.current();
      }
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={(event) => {
        onClosed(event.currentTarget.returnValue);
        returnFocus();
      }}
      // A tap on the dimmed page around it (the dialog itself, outside its content) closes it.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      className={`m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl border-0 bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-950/60 dark:bg-gray-900 dark:text-gray-100 ${className}`}
    >
      {children}
    </dialog>
  );
}
