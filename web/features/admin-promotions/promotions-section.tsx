import { useState } from 'react';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Tabs } from '../admin-money/tabs';
import { DiscountsTab } from './discounts-tab';
import { PopupTab } from './popup-tab';
import { PromoCodesTab } from './promo-codes-tab';

const TABS = [
  { key: 'codigos', label: 'Códigos raspa y gana' },
  { key: 'popup', label: 'Popup del día' },
  { key: 'descuentos', label: 'Descuentos por producto' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** /admin/promociones: promo codes, the daily popup and product discounts (payments-and-admin §7). */
export function PromotionsSection() {
  useDocumentTitle('Promociones · Administración');
  const [tab, setTab] = useState<TabKey>('codigos');
  return (
    <section aria-labelledby="admin-section-title">
      <h2 id="admin-section-title" className="mb-3 text-2xl font-bold">Promociones</h2>
      <Tabs<TabKey> label="Promociones" tabs={TABS} value={tab} onChange={setTab}>
        {tab === 'codigos' && <PromoCodesTab />}
        {tab === 'popup' && <PopupTab />}
        {tab === 'descuentos' && <DiscountsTab />}
      </Tabs>
    </section>
  );
}
