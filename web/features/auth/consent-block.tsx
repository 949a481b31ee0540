import { useId } from 'react';
import { useShopSettings } from '../../app/shop-settings';

import { DataPolicyDialog } from './data-policy-dialog';

const BOX =
  'mt-0.5 size-5 shrink-0 rounded border-gray-500 accent-emerald-700 dark:accent-emerald-400';

/** The two consents of registration (customer spec §2, §3): data processing (required), marketing. */
export function ConsentBlock({
  privacy,
  marketing,
  onPrivacyChange,
  onMarketingChange,
  privacyError,
}: {
  privacy: boolean;
  marketing: boolean;
  onPrivacyChange(value: boolean): void;
  onMarketingChange(value: boolean): void;
  privacyError?: string;
}) {
  const settings = useShopSettings();
  const id = useId();
  const errorId = `${id}-privacy-error`;
  return (
    <fieldset className="rounded-xl border border-gray-300 p-4 dark:border-gray-700">
      <legend className="px-1 text-sm font-semibold">Autorizaciones</legend>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-privacy`}
          type="checkbox"
          name="privacy_accepted"
          checked={privacy}
          onChange={(event) => onPrivacyChange(event.target.checked)}
          aria-required="true"
          aria-invalid={privacyError ? true : undefined}
          aria-describedby={privacyError ? errorId : undefined}
          className={BOX}
        />
        <label htmlFor={`${id}-privacy`} className="text-sm">
          Autorizo a {settings.legal.razon_social || settings.tienda.nombre} el tratamiento de mis datos personales según la
          política de tratamiento de datos (obligatorio).
        </label>
      </div>
      <DataPolicyDialog
        trigger={
          <button
            type="button"
            className="mt-2 ml-8 min-h-11 text-left text-sm font-semibold text-emerald-800 underline dark:text-emerald-300"
          >
            Leer la política de tratamiento de datos
          </button>
        }
      />
      {privacyError && (
        <p id={errorId} className="mt-2 ml-8 text-sm font-medium text-red-700 dark:text-red-300">
          {privacyError}
        </p>
      )}
      <div className="mt-4 flex items-start gap-3">
        <input
          id={`${id}-marketing`}
          type="checkbox"
          name="marketing_accepted"
          checked={marketing}
          onChange={(event) => onMarketingChange(event.target.checked)}
          className={BOX}
        />
        <label htmlFor={`${id}-marketing`} className="text-sm">
          Quiero recibir ofertas y promociones de {settings.tienda.nombre} por correo y WhatsApp (opcional).
        </label>
      </div>
    </fieldset>
  );
}
