import { AdminAlertsProvider } from '../admin-alerts/admin-alerts';
import { AdminScreen } from './admin-screen';
import { useSectionTitle } from './section-title';

function TitledScreen() {
  useSectionTitle();
  return <AdminScreen />;
}

/**
 * The panel past its guard: the order alerts around every section (issue 24: one connection to
 * the event stream, whichever section is open), and the tab named after the section.
 */
export function AdminRoot() {
  return (
    <AdminAlertsProvider>
      <TitledScreen />
    </AdminAlertsProvider>
  );
}
