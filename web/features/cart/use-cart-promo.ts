import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../domain/messages';
import { RESIDENT_MONEY_MESSAGES as M } from '../../../domain/resident-money-messages';
import { ApiError } from '../../app/api-client';
import { cartOwnerOf, getCartPromo, getUser, setCartPromo } from '../../app/storage';
import { validatePromoCode, type AppliedPromo } from './promo-api';

// Codes already asked about in this page load, per account: the server counts every validation
// against the resident's attempt limit (decision 0017), so a kept code is asked about once a load.
const checked = new Set<string>();

/** Test seam: a new page load. */
export function forgetPromoChecks(): void {
  checked.clear();
}

function checkKey(codigo: string): string {
  const user = getUser();
  return `${user ? cartOwnerOf(user) : ''}:${codigo}`;
}

export interface CartPromo {
  promo: AppliedPromo | null;
  /** "Tu código … ya no aplica: …" after the load's check refused the kept code. */
  lapsed: string | null;
  apply(promo: AppliedPromo): void;
  remove(): void;
  /**
   * Asks the server about the kept code, once per load: call it when the resident may confirm
   * (the cart is open) and no payment holds the code (a held code reads as used).
   */
  check(): void;
}

/**
 * The promo code applied to the cart (issue 40): kept in the browser with the cart, per account,
 * so a reload or a killed tab keeps it; checked with the server again once per load (`check`). A code the server no longer accepts is dropped
 * with its reason, before any checkout; when the check cannot answer (offline, limited) the code
 * stays and the order's own check decides.
 */
export function useCartPromo(): CartPromo {
  const [promo, setPromo] = useState<AppliedPromo | null>(() => getCartPromo());
  const [lapsed, setLapsed] = useState<string | null>(null);

  const apply = useCallback((next: AppliedPromo) => {
    checked.add(checkKey(next.codigo));
    setCartPromo(next);
    setPromo(next);
    setLapsed(null);
  }, []);
  const remove = useCallback(() => {
    setCartPromo(null);
    setPromo(null);
  }, []);

  // The answer is applied whenever it comes while the store is shown.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const codigo = promo?.codigo ?? null;
  const check = useCallback(() => {
    if (codigo === null) return;
    const key = checkKey(codigo);
    if (checked.has(key)) return;
    checked.add(key);
    const lapse = (reason: string) => {
      if (!mounted.current || getCartPromo()?.codigo !== codigo) return;
      setCartPromo(null);
      setPromo(null);
      setLapsed(M.promoLapsed(codigo, reason));
    };
    validatePromoCode(codigo)
      .then((answer) => {
        if (answer.valido && typeof answer.descuento === 'number') {
          const kept = getCartPromo();
          if (mounted.current && kept?.codigo === codigo && kept.porcentaje !== answer.descuento) {
            apply({ ...kept, porcentaje: answer.descuento });
          }
          return;
        }
        lapse(answer.error || answer.mensaje || MESSAGES.promo.unusable);
      })
      .catch((cause: unknown) => {
        // Only the server's refusal of the code itself drops it; a 429 or a lost answer does not.
        const refused =
          cause instanceof ApiError && (cause.status === 400 || cause.status === 422);
        if (refused) lapse(cause.message || MESSAGES.promo.unusable);
      });
  }, [codigo, apply]);

  return { promo, lapsed, apply, remove, check };
}
