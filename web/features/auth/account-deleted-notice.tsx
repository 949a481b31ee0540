import { useSession } from '../../app/session';

// DESIGN §8: deletion replaces the personal data in one transaction; orders keep totals, lines,
// tower and dates for the 5-year accounting retention.
const NOTICE_TITLE = 'Tu cuenta fue eliminada.';
const NOTICE_TEXT =
  'Borramos tu nombre, correo, cédula, teléfonos y apartamento, y tus puntos. Conservamos tus pedidos sin esos datos (productos, totales, torre y fechas) durante 5 años, como exige la ley contable.';

/** The login screen's word after an account deletion (issue 22); nothing otherwise. */
export function AccountDeletedNotice() {
  if (!useSession().accountDeleted) return null;
  return (
    <div
      role="status"
      className="mb-4 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <p className="font-bold">{NOTICE_TITLE}</p>
      <p className="mt-1 text-sm">{NOTICE_TEXT}</p>
    </div>
  );
}
