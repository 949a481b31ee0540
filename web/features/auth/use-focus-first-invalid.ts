import { useEffect, useRef, useState } from 'react';

/** After a failed submit, moves focus to the first field marked aria-invalid, in page order. */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  return { formRef, focusFirstInvalid: () => setRequest((n) => n + 1) };
}
