import { MESSAGES } from '../../../domain/messages';
import { ApiError } from '../admin/admin-api';
import { getToken } from '../../app/storage';

/** Downloads the catalogue CSV (with the Authorization header, so through a blob, not a link). */
export async function downloadCatalog(separador: ';' | ','): Promise<void> {
  const token = getToken();
  const response = await fetch(
    `/api/admin/productos/exportar?separador=${encodeURIComponent(separador)}`,
    {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    },
  ).catch(() => {
    throw new ApiError(MESSAGES.api.connecting, 0, 'NETWORK_ERROR');
  });
  if (!response.ok)
    throw new ApiError(
      MESSAGES.api.httpError(response.status, response.statusText),
      response.status,
    );
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'catalogo.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
