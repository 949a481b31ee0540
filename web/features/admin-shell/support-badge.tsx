import { useQuery } from '@tanstack/react-query';
import type { AdminCasePage } from '../../../domain/support/views';
import { can } from '../../../domain/permissions';
import { roleOf, useSession } from '../../app/session';
import { apiRequest } from '../admin/admin-api';
import { SUPPORT_KEYS } from '../support-cases/support-api';

/** The open support cases, asked once a minute (and again after any case action). */
export function useOpenCases(): number {
  // Issue 39: only a role that may open Soporte asks (a repartidor's menu has no such entry).
  const allowed = can(roleOf(useSession().user), 'soporte');
  const count = useQuery({
    enabled: allowed,
    queryKey: [...SUPPORT_KEYS.admin, 'abiertos'],
    queryFn: ({ signal }) =>
      apiRequest<AdminCasePage>('GET', '/api/admin/soporte?estado=abierto&limite=1', undefined, { signal }),
    refetchInterval: 60_000,
    select: (page) => page.abiertos,
  });
  return count.data ?? 0;
}

/** "Soporte, 2 casos abiertos" for the entry's accessible name; undefined when none. */
export function useSupportEntryName(path: string, label: string): string | undefined {
  const open = useOpenCases();
  if (path !== 'soporte' || open === 0) return undefined;
  return `${label}, ${open === 1 ? '1 caso abierto' : `${open} casos abiertos`}`;
}

/** "2 casos abiertos de soporte", the phone's "Más" button's addition; undefined when none. */
export function openCasesPhrase(open: number): string | undefined {
  if (open === 0) return undefined;
  return open === 1 ? '1 caso abierto de soporte' : `${open} casos abiertos de soporte`;
}

/**
 * The open count on the Soporte entry (side menu and "Más" menu) and, on phones, on the "Más"
 * button itself (`corner`, issue 41): the owner sees it without opening the menu.
 */
export function SupportBadge({ corner = false }: { corner?: boolean }) {
  const open = useOpenCases();
  if (open === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={corner ? 'mas-soporte-badge' : 'soporte-badge'}
      className={`${corner ? 'absolute -top-1 left-1/2 ml-2' : 'ml-auto'} min-w-5 rounded-full bg-amber-600 px-1.5 text-center text-xs leading-5 font-bold text-white dark:bg-amber-400 dark:text-gray-950`}
    >
      {open}
    </span>
  );
}
