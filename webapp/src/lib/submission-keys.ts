/**
 * One Idempotency-Key per submission (docs/idempotency.md). A submission is a POST of one
 * body to one address: sent again after it got no answer or a 5xx (the database may have
 * committed it before the answer was lost), it carries the same key, so the server answers
 * with the first answer instead of creating twice. Any other answer ends the submission: the
 * same form sent after it is a new one (a second member of the same name is the user's to
 * create).
 */
const keys = new Map<string, string>();

/** A 53-bit hash of the body (cyrb53): a submission is told by its body without keeping it. */
function hashOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

async function submissionOf(request: Request): Promise<string> {
  return `${request.method} ${request.url} ${hashOf(await request.clone().text())}`;
}

/** The key of this request's submission: the one it had when sent before, else a new one. */
export async function submissionKey(request: Request): Promise<string> {
  const submission = await submissionOf(request);
  const key = keys.get(submission) ?? crypto.randomUUID();
  keys.set(submission, key);
  return key;
}

/** The submission that sent ``key`` got an answer with ``status``: kept for a resend only
 * when the answer may hide a change that was made (a 5xx). */
export function submissionAnswered(key: string, status: number): void {
  if (status >= 500) return;
  for (const [submission, kept] of keys) {
    if (kept === key) keys.delete(submission);
  }
}
