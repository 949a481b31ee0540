import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { roleOf, useSession } from '../../app/session';
import { PHONE_BAR_SECTIONS, sectionsFor, type AdminSection } from './admin-sections';
import { DeliveriesBadge, useEntryName } from './deliveries-badge';
import { openCasesPhrase, SupportBadge, useOpenCases, useSupportEntryName } from './support-badge';

const linkBase =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800';
const linkActive =
  'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100 font-semibold';

function SectionLink({ section, onClick }: { section: AdminSection; onClick?(): void }) {
  const Icon = section.icon;
  const deliveries = useEntryName(section.path, section.label);
  const support = useSupportEntryName(section.path, section.label);
  const name = deliveries ?? support;
  return (
    <NavLink
      to={`/admin/${section.path}`}
      aria-label={name}
      onClick={onClick}
      className={({ isActive }) => `${linkBase} ${isActive ? linkActive : ''}`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {section.label}
      {section.path === 'entregas' && <DeliveriesBadge />}
      {section.path === 'soporte' && <SupportBadge />}
    </NavLink>
  );
}

/** The sections the signed-in staff member's role may open (issue 39). */
function useSections(): readonly AdminSection[] {
  return sectionsFor(roleOf(useSession().user));
}

/** The desktop side menu (hidden on phones, which get the bottom bar). */
export function AdminSideMenu() {
  const sections = useSections();
  return (
    <nav aria-label="Secciones del panel" className="hidden w-60 shrink-0 md:block print:hidden">
      <ul className="sticky top-24 space-y-1">
        {sections.map((section) => (
          <li key={section.path}>
            <SectionLink section={section} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BarLink({ section, onClick }: { section: AdminSection; onClick(): void }) {
  const Icon = section.icon;
  const name = useEntryName(section.path, section.short);
  return (
    <li>
      <NavLink
        to={`/admin/${section.path}`}
        aria-label={name}
        onClick={onClick}
        className={({ isActive }) =>
          `relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium ${
            isActive ? 'text-emerald-800 dark:text-emerald-300' : 'text-gray-700 dark:text-gray-300'
          }`
        }
      >
        <Icon aria-hidden="true" className="size-5" />
        {section.short}
        {section.path === 'entregas' && <DeliveriesBadge corner />}
      </NavLink>
    </li>
  );
}

/** The phone's bottom bar: the four daily sections within thumb reach, and "Más" for the rest. */
export function AdminBottomBar() {
  const [open, setOpen] = useState(false);
  const sections = useSections();
  const bar = sections.filter((s) => PHONE_BAR_SECTIONS.includes(s.path));
  const rest = sections.filter((s) => !PHONE_BAR_SECTIONS.includes(s.path));
  // Soporte lives under "Más" on phones: its open cases show on the button itself (issue 41).
  const supportInMore = rest.some((s) => s.path === 'soporte');
  const openCases = openCasesPhrase(useOpenCases());
  const moreName = supportInMore && openCases ? `Más, ${openCases}` : undefined;
  return (
    <nav
      aria-label="Secciones del panel (móvil)"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden print:hidden dark:border-gray-800 dark:bg-gray-950"
    >
      {open && (
        <ul
          id="admin-more-menu"
          className="space-y-1 border-b border-gray-200 p-2 dark:border-gray-800"
        >
          {rest.map((section) => (
            <li key={section.path}>
              <SectionLink section={section} onClick={() => setOpen(false)} />
            </li>
          ))}
        </ul>
      )}
      <ul
        className="grid"
        style={{ gridTemplateColumns: `repeat(${bar.length + 1}, minmax(0, 1fr))` }}
      >
        {bar.map((section) => (
          <BarLink key={section.path} section={section} onClick={() => setOpen(false)} />
        ))}
        <li>
          <button
            type="button"
            aria-expanded={open}
            aria-controls="admin-more-menu"
            aria-label={moreName}
            onClick={() => setOpen((v) => !v)}
            className="relative flex min-h-14 w-full flex-col items-center justify-center gap-0.5 text-xs font-medium text-gray-700 dark:text-gray-300"
          >
            {open ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            Más
            {supportInMore && <SupportBadge corner />}
          </button>
        </li>
      </ul>
    </nav>
  );
}
