/**
 * An order code ('SUP-012') that never breaks at its hyphen (issue 22). A span rather than a
 * non-breaking hyphen in the text, so a copied code still reads back in the chat and the search.
 */
export function OrderCode({ code, className = '' }: { code: string; className?: string }) {
  return <span className={`whitespace-nowrap ${className}`.trimEnd()}>{code}</span>;
}
