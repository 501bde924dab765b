/** Query strings of the generic resource API (docs/product.md, API): `q`, `by`, `skip`, `limit`. */

export const MAX_LIMIT = 1000;

export interface ListQuery {
  q?: string;
  /** Equality filters, sent as a JSON object (`by={"clubId":3}`). */
  by?: Record<string, string | number | boolean>;
  skip?: number;
  limit?: number;
}

export function listSearchParams({ q, by, skip, limit = MAX_LIMIT }: ListQuery = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (by && Object.keys(by).length > 0) params.set('by', JSON.stringify(by));
  if (skip) params.set('skip', String(skip));
  params.set('limit', String(Math.min(limit, MAX_LIMIT)));
  return params;
}
