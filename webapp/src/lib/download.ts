/** Files the API answers (spreadsheets, PDFs): fetched with the sign-in token, then saved. */
import { api } from '@/lib/api-client';

/** The name a `Content-Disposition: attachment; filename="…"` gives, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1]?.trim() || fallback;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET `path` under /api and save the answer under the name the server gives it. */
export async function downloadFile(
  path: string,
  fallbackName: string,
  searchParams?: Record<string, string>,
): Promise<void> {
  const response = await api.get(path, searchParams ? { searchParams } : {});
  saveBlob(await response.blob(), fileNameOf(response.headers.get('Content-Disposition'), fallbackName));
}
