import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBox } from '@/components/ErrorBox';
import { errorText } from '@/lib/translate-message';

interface QueryStateProps<Data> {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
  /** Height of the loading placeholder. */
  height?: number;
}

/** A query's data, or a spinner while it loads, or the error box with retry when it failed. */
export function QueryState<Data>({ query, children, height = 120 }: QueryStateProps<Data>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <ErrorBox message={errorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return (
    <Center h={height}>
      <Loader size="sm" />
    </Center>
  );
}
