import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable soft line breaks and =XX escapes of a mail body. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The reset-password path from the newest mail sent to `email`, waiting for it if needed. */
export async function resetLinkFor(email: string, timeoutMs = 10_000): Promise<string> {
  const outbox = join(process.env.FEDREG_E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = safeList(outbox)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => join(outbox, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
      .map((path) => decodeQuotedPrintable(readFileSync(path, 'utf8')));
    const mail = mails.find((text) => text.includes(email));
    const path = mail?.match(/\/reset-password\/[A-Za-z0-9._~%-]+/)?.[0];
    if (path) return path;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset mail for ${email} in ${outbox}`);
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
