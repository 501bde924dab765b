import { useParams } from 'react-router';

/** A route parameter that must be a positive whole number (an id), or null when it is not. */
export const idFrom = (param: string | undefined): number | null => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The route parameter `name` of the current route as an id (see `idFrom`). */
export const useIdParam = (name: string): number | null => idFrom(useParams()[name]);
