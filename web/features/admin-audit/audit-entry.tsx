import type { AuditEntryView } from '../../../domain/audit';
import { auditActionText } from '../../../domain/audit';
import { auditChanges } from '../../../domain/audit-changes';
import { formatDateTimeBogota } from '../../../domain/dates';

export interface AuditRow extends AuditEntryView {
  objeto: string | null;
}

/** One change: who, what, on what, when, and the fields before → after. */
export function AuditEntry({ entry }: { entry: AuditRow }) {
  const who = entry.persona?.nombre || 'Una cuenta eliminada';
  const changes = auditChanges(entry.antes, entry.despues);
  return (
    <li className="p-3">
      <p>
        <span className="font-semibold">{who}</span> {auditActionText(entry.accion)}
        {entry.objeto && (
          <>
            : <span className="font-semibold">{entry.objeto}</span>
          </>
        )}
      </p>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        <time dateTime={entry.fecha}>{formatDateTimeBogota(new Date(entry.fecha))}</time>
      </p>
      {changes.length > 0 && (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          {changes.map((c) => (
            <div key={c.field} className="contents">
              <dt className="text-gray-700 dark:text-gray-300">{c.label}</dt>
              <dd>
                {c.before} → {c.after}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
