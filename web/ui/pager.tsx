import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** "Anterior · Página 2 de 4 · Siguiente" under a list shown in pages; on a phone the page line sits above the two buttons. */
export function Pager({
  page,
  pages,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  /** Names the navigation for screen readers ("Páginas de productos"). */
  label: string;
  onPage(page: number): void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <Button
        variant="secondary"
        size="medium"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Anterior
      </Button>
      <p className="order-first basis-full text-center text-sm font-medium whitespace-nowrap tabular-nums sm:order-none sm:basis-auto">
        Página {page} de {pages}
      </p>
      <Button
        variant="secondary"
        size="medium"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Siguiente
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
