import { Anchor } from '@mantine/core';

/** A club's website or email as a link; nothing for an empty value. */
export function ExternalLink({ value, kind }: { value: string | null | undefined; kind: 'website' | 'email' }) {
  if (!value) return null;
  const href = kind === 'email' ? `mailto:${value}` : value;
  return (
    <Anchor href={href} target={kind === 'website' ? '_blank' : undefined} rel="noopener noreferrer" size="sm">
      {value}
    </Anchor>
  );
}
