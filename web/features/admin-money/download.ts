import { MESSAGES } from '../../../domain/messages';
import { ApiError, handleSessionExpiry } from '../../app/api-client';
import { getToken } from '../../app/storage';

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * Downloads an authenticated file (CSV, TXT) as a blob and saves it through a temporary link, so
 * the session token travels in the header and never in the URL.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(MESSAGES.api.connecting, 0, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    if (response.status === 401) handleSessionExpiry();
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(body?.error ?? MESSAGES.api.httpError(response.status, response.statusText), response.status);
  }
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

/** Copies text with the Clipboard API, or a hidden textarea and execCommand where it is missing. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or insecure context: fall through to the legacy way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let done: boolean;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  area.remove();
  return done;
}
