import { Fragment } from 'react';

/**
 * An e-mail address that may wrap after its "@" and before a dot of its domain, and nowhere
 * else: at 200 % text on a phone "pedidos@superconjunto.co" is wider than a card, and it broke
 * inside "superconjunto" (issue 40).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  const [host = '', ...rest] = address.slice(at + 1).split('.');
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {host}
      {rest.map((part, i) => (
        <Fragment key={i}>
          <wbr />.{part}
        </Fragment>
      ))}
    </>
  );
}
