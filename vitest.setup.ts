import { afterEach, beforeEach, vi } from 'vitest';

// A stray console.error is a bug the test did not see: fail the test that printed it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    const first = errors[0]?.map(String).join(' ') ?? '';
    throw new Error(`console.error was called: ${first}`);
  }
});

// jsdom has <dialog> without its methods or `<form method="dialog">`. These follow the HTML
// standard's steps that the components rely on (open, focus the first focusable descendant,
// `close` event, a dialog form's button closing it with its value), minus the top layer and
// inertness, which only the browser tests can check.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
      this.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.open) return;
      this.open = false;
      if (returnValue !== undefined) this.returnValue = returnValue;
      this.dispatchEvent(new Event('close'));
    },
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (form.getAttribute('method') !== 'dialog') return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    form.closest('dialog')?.close(submitter?.value ?? '');
  });
}
