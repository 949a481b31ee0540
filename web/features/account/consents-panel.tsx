import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { closeSentence, formatDateTimeBogota } from '../../../domain/dates';
import { consentDecisionWords } from '../../../domain/privacy/consent-history';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { consentsQuery, setMarketing, type ConsentView } from './account-api';

const KIND: Record<ConsentView['tipo'], string> = {
  privacy: 'Tratamiento de datos',
  marketing: 'Ofertas y novedades',
};

/** The privacy authorization, the marketing consent (give or withdraw) and the full history. */
export function ConsentsPanel() {
  const consents = useQuery(consentsQuery);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (consents.isError) return <p role="alert">No pudimos cargar tus autorizaciones.</p>;
  if (!consents.data) return <p>Cargando autorizaciones…</p>;
  const { privacidad, marketing, historial } = consents.data;
  const marketingOn = marketing?.aceptado === true;
  const decisions = consentDecisionWords(historial);

  function toggle() {
    setBusy(true);
    setMarketing(!marketingOn)
      .then((answer) => {
        client.setQueryData(consentsQuery.queryKey, answer.consentimientos);
        toast.success(answer.message);
      })
      .catch((e: unknown) => toast.error(e instanceof Error ? e.message : 'No se pudo guardar.'))
      .finally(() => setBusy(false));
  }

  return (
    <div className="space-y-3">
      <p>
        {privacidad ? (
          <>
            Autorizaste el tratamiento de tus datos (política versión {privacidad.version}) el{' '}
            {closeSentence(formatDateTimeBogota(new Date(privacidad.fecha)))}
          </>
        ) : (
          'No encontramos tu autorización de tratamiento de datos.'
        )}
      </p>
      <div className="rounded-2xl border border-gray-200 p-3 dark:border-gray-700">
        <p className="font-semibold">Ofertas y novedades por correo o WhatsApp</p>
        <p className="text-sm text-gray-800 dark:text-gray-200" id="marketing-state">
          {marketingOn ? 'Aceptado' : 'No aceptado'}
          {closeSentence(
            marketing ? ` desde el ${formatDateTimeBogota(new Date(marketing.fecha))}` : '',
          )}{' '}
          Es opcional y puedes cambiarlo cuando quieras.
        </p>
        <Button
          className="mt-2"
          variant={marketingOn ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={toggle}
          aria-describedby="marketing-state"
        >
          {marketingOn ? 'Retirar mi autorización de ofertas' : 'Aceptar ofertas y novedades'}
        </Button>
      </div>
      <details className="rounded-2xl border border-gray-200 p-3 dark:border-gray-700">
        <summary className="min-h-11 cursor-pointer content-center font-semibold">
          Historial de autorizaciones ({historial.length})
        </summary>
        <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-700">
          {historial.map((c, i) => (
            <li key={`${c.fecha}-${i}`} className="py-2 text-sm">
              <span className="font-semibold">{KIND[c.tipo]}</span>:{' '}
              {decisions[i]} · versión {c.version} ·{' '}
              {formatDateTimeBogota(new Date(c.fecha))}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
