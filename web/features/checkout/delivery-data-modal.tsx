import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addressProblem } from '../../../domain/address';
import { towerNumbers } from '../../../domain/settings';
import type { HandoffMode } from '../../../domain/live-orders';
import { MESSAGES } from '../../../domain/messages';
import { fieldErrors } from '../../../domain/schemas/common';
import { DeliveryDataSchema, type DeliveryData } from '../../../domain/schemas/orders';
import type { PaymentKind } from '../../../domain/shipping';
import type { SessionUser } from '../../app/session';
import { useShopSettings } from '../../app/shop-settings';
import { Button } from '../../ui/button';
import { CheckoutDialog } from './checkout-dialog';
import { DeliveryField } from './delivery-field';
import { DeliveryTimeChoice } from './delivery-time-choice';
import { HandoffChoice } from './handoff-choice';
import { initialMissingChoice, type MissingChoice } from './missing-choice';
import { MissingChoiceFieldset } from './missing-choice-fieldset';
import type { CheckoutItem } from './order-body';
import type { DeliveryWhen } from './slots-api';

type Draft = Record<
  | 'torre_entrega'
  | 'piso_entrega'
  | 'apartamento_entrega'
  | 'instrucciones_entrega'
  | 'telefono_contacto'
  | 'recibe',
  string
> & { entrega_modo: HandoffMode };

const text = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).trim();
// The select shows only the complex's towers (settings); any other stored value starts unselected.
const tower = (towers: string[], value: unknown) =>
  towers.includes(text(value)) ? text(value) : '';

/** The last data entered in this checkout, else the profile (customer spec §3 "Delivery data"). */
function initialDraft(towers: string[], user: SessionUser, previous: DeliveryData | null): Draft {
  if (previous) {
    return {
      torre_entrega: tower(towers, previous.torre_entrega),
      piso_entrega: text(previous.piso_entrega),
      apartamento_entrega: previous.apartamento_entrega,
      instrucciones_entrega: text(previous.instrucciones_entrega),
      telefono_contacto: text(previous.telefono_contacto),
      entrega_modo: previous.entrega_modo ?? 'apartamento',
      recibe: text(previous.recibe),
    };
  }
  return {
    torre_entrega: tower(towers, user.torre),
    piso_entrega: text(user.piso),
    apartamento_entrega: text(user.apartamento),
    instrucciones_entrega: text(user.notas_entrega),
    telefono_contacto: text(user.telefono),
    // The resident's remembered handoff (DESIGN §8).
    entrega_modo: user.entrega_modo === 'porteria' ? 'porteria' : 'apartamento',
    recibe: text(user.entrega_recibe),
  };
}

export interface DeliveryDataModalProps {
  open: boolean;
  method: PaymentKind;
  user: SessionUser;
  previous: DeliveryData | null;
  /** The seam to the payment step: cash confirmation, or (issue 6) the digital payment. */
  onDeliveryConfirmed(method: PaymentKind, delivery: DeliveryData): void;
  onBackToCart(): void;
  onClose(): void;
  /** "¿Cuándo lo quieres?" (issue 45), held by the checkout so a chosen slot survives "Volver". */
  schedule?: {
    when: DeliveryWhen;
    onWhen(when: DeliveryWhen): void;
    /** Set while the store is closed: only a slot can be chosen. */
    closedMessage: string | null;
    /** The server refused the slot (full, or no longer offered): said by the picker. */
    error: string | null;
  };
  /** "Si falta algo" (issue 44), held by the checkout; null until chosen (the profile's default). */
  missing?: {
    value: MissingChoice | null;
    items: readonly CheckoutItem[];
    onChange(value: MissingChoice): void;
  };
}

const CHOOSE_SLOT = 'Elige un horario para tu pedido.';

/** Delivery data (customer spec §2, §5): tower, floor, apartment, instructions, phone. */
export function DeliveryDataModal(props: DeliveryDataModalProps) {
  const minutes = useShopSettings().entrega.promesa_minutos;
  return (
    <CheckoutDialog
      open={props.open}
      onClose={props.onClose}
      title="Datos de entrega"
      description={
        props.schedule
          ? '¿Cuándo y a dónde llevamos tu pedido?'
          : `¿A dónde llevamos tu pedido? Llega en máximo ${minutes} minutos.`
      }
    >
      {props.open && <DeliveryForm {...props} />}
    </CheckoutDialog>
  );
}

function DeliveryForm({
  method,
  user,
  previous,
  onDeliveryConfirmed,
  onBackToCart,
  schedule,
  missing,
}: DeliveryDataModalProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const missingValue = missing?.value ?? initialMissingChoice(user);
  const settings = useShopSettings();
  const complex = settings.tienda;
  const towers = towerNumbers(settings);
  const [draft, setDraft] = useState<Draft>(() => initialDraft(towers, user, previous));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const set = (field: Exclude<keyof Draft, 'entrega_modo'>) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DeliveryDataSchema.safeParse({
      ...draft,
      recibe: draft.entrega_modo === 'porteria' ? draft.recibe : '',
      nombre: user.nombre,
      email: user.email,
    });
    const refuse = (fields: Record<string, string>) => {
      setErrors(fields);
      setFocusRequest((n) => n + 1);
    };
    const noSlot = schedule?.when.kind === 'slot' && !schedule.when.slot;
    if (!parsed.success) {
      return refuse({ ...fieldErrors(parsed.error), ...(noSlot ? { franja: CHOOSE_SLOT } : {}) });
    }
    if (noSlot) return refuse({ franja: CHOOSE_SLOT });
    const d = parsed.data;
    // The complex's own towers, floors and apartment format (settings), as the server checks them.
    const problem = addressProblem(
      { torre: d.torre_entrega, piso: d.piso_entrega, apartamento: d.apartamento_entrega },
      complex,
      'order',
    );
    if (problem) return refuse({ [`${problem.field}_entrega`]: problem.message });
    // The choice shown (the profile's default until changed) is the one the order carries.
    missing?.onChange(missingValue);
    onDeliveryConfirmed(method, parsed.data);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      {schedule && (
        <DeliveryTimeChoice
          value={schedule.when}
          method={method}
          closedMessage={schedule.closedMessage}
          error={errors.franja ?? schedule.error ?? undefined}
          onChange={(when) => {
            setErrors(({ franja: _, ...rest }) => rest);
            schedule.onWhen(when);
          }}
        />
      )}
      <div className="grid grid-cols-2 gap-3">
        <DeliveryField
          label="Torre"
          error={errors.torre_entrega}
          control={(p) => (
            <select
              {...p}
              name="torre_entrega"
              value={draft.torre_entrega}
              onChange={(e) => set('torre_entrega')(e.target.value)}
            >
              <option value="">Selecciona</option>
              {towers.map((t) => (
                <option key={t} value={t}>
                  Torre {t}
                </option>
              ))}
            </select>
          )}
        />
        <DeliveryField
          label="Piso"
          error={errors.piso_entrega}
          control={(p) => (
            <input
              {...p}
              name="piso_entrega"
              inputMode="numeric"
              autoComplete="off"
              value={draft.piso_entrega}
              onChange={(e) => set('piso_entrega')(e.target.value)}
            />
          )}
        />
      </div>
      <DeliveryField
        label="Apartamento"
        error={errors.apartamento_entrega}
        control={(p) => (
          <input
            {...p}
            name="apartamento_entrega"
            autoComplete="off"
            maxLength={10}
            value={draft.apartamento_entrega}
            onChange={(e) => set('apartamento_entrega')(e.target.value)}
          />
        )}
      />
      <HandoffChoice
        value={draft.entrega_modo}
        recibe={draft.recibe}
        recibeError={errors.recibe}
        onMode={(entrega_modo) => setDraft((d) => ({ ...d, entrega_modo }))}
        onRecibe={set('recibe')}
      />
      {missing && (
        <MissingChoiceFieldset
          value={missingValue}
          items={missing.items}
          onChange={missing.onChange}
        />
      )}
      <DeliveryField
        label="Instrucciones de entrega"
        optional
        error={errors.instrucciones_entrega}
        control={(p) => (
          <textarea
            {...p}
            name="instrucciones_entrega"
            rows={2}
            maxLength={500}
            placeholder={MESSAGES.forms.deliveryNotesPlaceholder}
            value={draft.instrucciones_entrega}
            onChange={(e) => set('instrucciones_entrega')(e.target.value)}
          />
        )}
      />
      <DeliveryField
        label="Teléfono de contacto"
        optional
        error={errors.telefono_contacto}
        control={(p) => (
          <input
            {...p}
            name="telefono_contacto"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={draft.telefono_contacto}
            onChange={(e) => set('telefono_contacto')(e.target.value)}
          />
        )}
      />
      <div className="grid gap-2 pt-1">
        <Button type="submit" className="w-full">
          Continuar
        </Button>
        <Button variant="ghost" className="w-full" onClick={onBackToCart}>
          Volver al carrito
        </Button>
      </div>
    </form>
  );
}
