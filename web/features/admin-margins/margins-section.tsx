import { useState } from 'react';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Tabs } from '../admin-money/tabs';
import { ExpensesTab } from './expenses-tab';
import { MarginsTab } from './margins-tab';
import { ProfitabilityTab } from './profitability-tab';

const TABS = [
  { key: 'margenes', label: 'Márgenes' },
  { key: 'gastos', label: 'Gastos operativos' },
  { key: 'rentabilidad', label: 'Rentabilidad' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** /admin/margenes: costs and margins, operating expenses and the profitability dashboard. */
export function MarginsSection() {
  useDocumentTitle('Márgenes y costos · Administración');
  const [tab, setTab] = useState<TabKey>('margenes');
  const [focusId, setFocusId] = useState<number | null>(null);
  return (
    <section aria-labelledby="admin-section-title">
      <h2 id="admin-section-title" className="mb-3 text-2xl font-bold">Márgenes y costos</h2>
      <Tabs<TabKey> label="Márgenes y costos" tabs={TABS} value={tab} onChange={setTab}>
        {tab === 'margenes' && <MarginsTab focusId={focusId} />}
        {tab === 'gastos' && <ExpensesTab />}
        {tab === 'rentabilidad' && (
          <ProfitabilityTab
            onAlert={(id) => {
              setFocusId(id);
              setTab('margenes');
            }}
          />
        )}
      </Tabs>
    </section>
  );
}
