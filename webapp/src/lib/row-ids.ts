/** `?id=1&id=2`: the rows a list asks the server about (its capability operations). */
export const rowIdsParams = (ids: readonly number[]): URLSearchParams =>
  new URLSearchParams(ids.map((id) => ['id', String(id)]));
