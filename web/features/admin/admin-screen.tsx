import { SimplePage } from '../../ui/simple-page';
import { useDocumentTitle } from '../../ui/use-document-title';

/** /admin: the administration panel, behind the admin guard in its own issue. */
export function AdminScreen() {
  useDocumentTitle('Panel de administración');
  return (
    <SimplePage title="Panel de administración">
      <p>Gestión de entregas, inventario, paquetes, usuarios, promociones y rentabilidad de la tienda.</p>
      <p>Para entrar, inicia sesión en la tienda con una cuenta de administrador.</p>
    </SimplePage>
  );
}
