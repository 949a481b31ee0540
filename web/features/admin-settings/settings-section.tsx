import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { bogotaDayKey } from '../../../domain/dates';
import { ShopSettingsSchema } from '../../../domain/schemas/settings';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../../domain/settings';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';
import { ERROR_TEXT, MUTED } from '../admin-money/fields';
import { HoursFieldset, type Holiday } from './hours-fieldset';
import { Group, NumberInput, TenthsInput, TextInput, Toggle } from './settings-form-parts';
import { SchedulingFieldset } from './scheduling-fieldset';

interface AdminSettingsView {
  ajustes: ShopSettings;
  version: number;
  horario_anulado: boolean;
  festivos: Holiday[];
  message?: string;
}

const KEY = ['admin', 'ajustes'];
const SAVE_ERROR = 'No pudimos guardar los ajustes. Intenta de nuevo.';

/**
 * "Ajustes" (issue 26): the shop's own facts in one phone-first form. The server checks the whole
 * object again and answers the first problem in Spanish; a save reaches every page and rule.
 */
export function SettingsSection() {
  const view = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest<AdminSettingsView>('GET', '/api/admin/ajustes', undefined, { signal }),
  });
  return (
    <section aria-labelledby="admin-section-title" className="mx-auto max-w-2xl space-y-3">
      <h2 id="admin-section-title" className="text-2xl font-bold">
        Ajustes
      </h2>
      {view.isError ? (
        <p className={ERROR_TEXT}>{errorText(view.error, 'No pudimos cargar los ajustes.')}</p>
      ) : view.data ? (
        <SettingsForm view={view.data} />
      ) : (
        <p className={MUTED}>Cargando…</p>
      )}
    </section>
  );
}

function SettingsForm({ view }: { view: AdminSettingsView }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<ShopSettings>(() => structuredClone(view.ajustes));
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof ShopSettings>(key: K, value: ShopSettings[K]) => setDraft({ ...draft, [key]: value });
  const { tienda, entrega, envio, minimos, puntos, contacto, legal, limites } = draft;
  // A server from before issue 44 answers without it: the default (3 minutes).
  const faltantes = draft.faltantes ?? DEFAULT_SETTINGS.faltantes;
  const setLimit = (key: keyof ShopSettings['limites'], value: number) => set('limites', { ...limites, [key]: value });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ShopSettingsSchema.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? SAVE_ERROR);
      return;
    }
    setProblem('');
    setBusy(true);
    apiRequest<AdminSettingsView>('PUT', '/api/admin/ajustes', parsed.data)
      .then((answer) => {
        toast.success(answer.message ?? 'Ajustes guardados');
        client.setQueryData(KEY, answer);
        setDraft(structuredClone(answer.ajustes));
      })
      .catch((e: unknown) => setProblem(errorText(e, SAVE_ERROR)))
      .finally(() => setBusy(false));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 break-words" aria-label="Ajustes de la tienda">
      <p className={MUTED}>
        Los cambios llegan a la tienda, las páginas y el asistente en segundos. Los pedidos ya hechos conservan sus valores.
      </p>
      {view.horario_anulado && (
        <p className={MUTED}>El servidor tiene un horario fijo (SERVICE_HOURS) que reemplaza el de aquí mientras esté configurado.</p>
      )}
      <Group title="Tienda y conjunto">
        <TextInput label="Nombre de la tienda" value={tienda.nombre} onChange={(v) => set('tienda', { ...tienda, nombre: v })} />
        <TextInput label="Nombre del conjunto" value={tienda.conjunto} onChange={(v) => set('tienda', { ...tienda, conjunto: v })} />
        <div className="grid grid-cols-2 gap-2">
          <NumberInput label="Torres" value={tienda.torres} onChange={(v) => set('tienda', { ...tienda, torres: v })} />
          <NumberInput label="Pisos por torre" value={tienda.pisos_por_torre} onChange={(v) => set('tienda', { ...tienda, pisos_por_torre: v })} />
        </div>
        <label className="block text-sm font-semibold">
          Formato del apartamento
          <select
            className="mt-1 block min-h-11 w-full rounded-xl border border-gray-400 bg-white px-3 text-gray-900 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100"
            value={tienda.formato_apartamento}
            onChange={(e) => set('tienda', { ...tienda, formato_apartamento: e.target.value as ShopSettings['tienda']['formato_apartamento'] })}
          >
            <option value="piso_y_numero">Piso y número (por ejemplo 502)</option>
            <option value="libre">Texto libre</option>
          </select>
        </label>
      </Group>
      <HoursFieldset hours={draft.horario} holidays={view.festivos} today={bogotaDayKey(new Date())} onChange={(h) => set('horario', h)} />
      <Group title="Entrega y envío">
        <NumberInput label="Promesa de entrega (minutos)" value={entrega.promesa_minutos} onChange={(v) => set('entrega', { ...entrega, promesa_minutos: v })} />
        <NumberInput
          label="Puntos por entrega tarde"
          value={entrega.compensacion_puntos}
          onChange={(v) => set('entrega', { ...entrega, compensacion_puntos: v })}
          hint="Se acreditan una vez si el pedido llega después de la promesa."
        />
        <NumberInput
          label="Tiempo para responder por un faltante (minutos)"
          value={faltantes.minutos_respuesta}
          onChange={(v) => set('faltantes', { ...faltantes, minutos_respuesta: v })}
          hint="Si falta un producto y el residente pidió que le preguntemos. Sin respuesta a tiempo, se quita y no se cobra."
        />
        <NumberInput label="Envío en efectivo (pesos)" value={envio.tarifa_efectivo} onChange={(v) => set('envio', { ...envio, tarifa_efectivo: v })} />
        <NumberInput label="Envío gratis desde (pesos)" value={envio.gratis_desde} onChange={(v) => set('envio', { ...envio, gratis_desde: v })} />
      </Group>
      <SchedulingFieldset value={draft.programacion} onChange={(v) => set('programacion', v)} />
      <Group title="Pedido mínimo">
        <NumberInput label="Mínimo en efectivo (pesos)" value={minimos.efectivo} onChange={(v) => set('minimos', { ...minimos, efectivo: v })} />
        <NumberInput label="Mínimo con pago digital (pesos)" value={minimos.digital} onChange={(v) => set('minimos', { ...minimos, digital: v })} />
      </Group>
      <Group title="Límites de pedidos">
        <p className={MUTED}>Para que un solo pedido sin pagar no deje la tienda sin productos.</p>
        <NumberInput label="Unidades de un producto por pedido" value={limites.unidades_por_producto} onChange={(v) => setLimit('unidades_por_producto', v)} />
        <NumberInput label="Valor máximo de un pedido (pesos)" value={limites.valor_maximo_pedido} onChange={(v) => setLimit('valor_maximo_pedido', v)} />
        <NumberInput
          label="Pedidos en efectivo sin entregar por residente"
          value={limites.pedidos_efectivo_abiertos}
          onChange={(v) => setLimit('pedidos_efectivo_abiertos', v)}
          hint="Los pedidos con pago digital ya están pagados y no cuentan."
        />
        <NumberInput
          label="Valor de esos pedidos en efectivo, juntos (pesos)"
          value={limites.valor_efectivo_abierto}
          onChange={(v) => setLimit('valor_efectivo_abierto', v)}
        />
        <p className={MUTED}>Un pedido en efectivo que llegue a estas cifras espera tu aprobación en Entregas.</p>
        <NumberInput
          label="Aprobar pedidos en efectivo desde (pesos)"
          value={limites.revision_desde_valor}
          onChange={(v) => setLimit('revision_desde_valor', v)}
        />
        <NumberInput
          label="Aprobar pedidos con unidades de un producto desde"
          value={limites.revision_desde_unidades}
          onChange={(v) => setLimit('revision_desde_unidades', v)}
        />
      </Group>
      <Group title="Puntos">
        <NumberInput label="Pesos por punto" value={puntos.pesos_por_punto} onChange={(v) => set('puntos', { ...puntos, pesos_por_punto: v })} />
        <div className="grid grid-cols-2 gap-2">
          <NumberInput label="Plata desde (puntos)" value={puntos.plata_desde} onChange={(v) => set('puntos', { ...puntos, plata_desde: v })} />
          <NumberInput label="Oro desde (puntos)" value={puntos.oro_desde} onChange={(v) => set('puntos', { ...puntos, oro_desde: v })} />
          <TenthsInput label="Multiplicador Plata" value={puntos.multiplicador_plata} onChange={(v) => set('puntos', { ...puntos, multiplicador_plata: v })} />
          <TenthsInput label="Multiplicador Oro" value={puntos.multiplicador_oro} onChange={(v) => set('puntos', { ...puntos, multiplicador_oro: v })} />
        </div>
        <p className={MUTED}>Un multiplicador de 12 es ×1,2.</p>
      </Group>
      <Group title="Contacto">
        <p className={MUTED}>Lo que ven los residentes en las páginas, los términos, el botón de WhatsApp y el asistente. Un dato vacío no se muestra.</p>
        <TextInput label="Teléfono" inputMode="tel" value={contacto.telefono} onChange={(v) => set('contacto', { ...contacto, telefono: v })} />
        <TextInput label="WhatsApp (con indicativo, solo números)" inputMode="tel" value={contacto.whatsapp} onChange={(v) => set('contacto', { ...contacto, whatsapp: v })} />
        <TextInput label="Correo electrónico" type="email" inputMode="email" value={contacto.correo} onChange={(v) => set('contacto', { ...contacto, correo: v })} />
      </Group>
      <Group title="Datos legales">
        <p className={MUTED}>Quién opera la tienda: aparece en el pie de página, los términos y la política de privacidad.</p>
        <TextInput label="Razón social" value={legal.razon_social} onChange={(v) => set('legal', { ...legal, razon_social: v })} />
        <TextInput label="NIT (con dígito de verificación)" inputMode="text" value={legal.nit} onChange={(v) => set('legal', { ...legal, nit: v })} />
      </Group>
      <Group title="Aviso diario">
        <Toggle label="Mostrar el aviso del día en la tienda" checked={draft.popup_diario} onChange={(v) => set('popup_diario', v)} />
      </Group>
      {problem && (
        <p role="alert" className={`${ERROR_TEXT} font-semibold`}>
          {problem}
        </p>
      )}
      <div className="sticky bottom-20 z-10 md:bottom-2">
        <Button type="submit" size="large" className="w-full" disabled={busy}>
          {busy ? 'Guardando…' : 'Guardar ajustes'}
        </Button>
      </div>
    </form>
  );
}
