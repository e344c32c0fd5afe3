import type { QuoteReadBack } from '@buildcover/api-client';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { BrokerPhoneLink } from '../../layout/BrokerPhoneLink';

const Box = styled.section`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  > h2 { font-size: ${({ theme }) => theme.font.size.xl}; margin: 0 0 ${({ theme }) => theme.space[2]}; }
  > p { margin: 0 0 ${({ theme }) => theme.space[2]}; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space[5]}; }
`;

const versioned = (title: string, version: string | null | undefined) =>
  version ? `${title} (version ${version})` : title;

/** Who underwrites the cover, and the insurer's PDS and FSG (to read before paying, or to keep once `paid`). */
export function InsurerDetails({
  insurer,
  paid = false,
}: {
  insurer: NonNullable<QuoteReadBack['insurer']>;
  paid?: boolean;
}): ReactElement {
  const facts = [
    insurer.underwriter && insurer.underwriter !== insurer.name ? `underwritten by ${insurer.underwriter}` : null,
    insurer.afsl ? `AFSL ${insurer.afsl}` : null,
    insurer.abn ? `ABN ${insurer.abn}` : null,
  ].filter(Boolean);
  const documents = [
    { title: 'Product Disclosure Statement', url: insurer.pds_url, version: insurer.pds_version },
    { title: 'Financial Services Guide', url: insurer.fsg_url, version: insurer.fsg_version },
  ].flatMap((doc) => (doc.url ? [{ ...doc, url: doc.url }] : []));
  return (
    <Box aria-labelledby="insurer-heading">
      <h2 id="insurer-heading">Your insurer</h2>
      <p>
        <strong>{insurer.name}</strong>
        {facts.length > 0 ? `, ${facts.join(', ')}` : ''}.
      </p>
      {documents.length > 0 ? (
        <ul>
          {documents.map((doc) => (
            <li key={doc.title}>
              <a href={doc.url} target="_blank" rel="noreferrer">
                {versioned(doc.title, doc.version)}
              </a>{' '}
              (opens in a new tab)
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {paid
            ? "For a copy of the insurer's Product Disclosure Statement"
            : "Please read the insurer's Product Disclosure Statement before you pay"}
          : call us on <BrokerPhoneLink /> and we will send it to you.
        </p>
      )}
    </Box>
  );
}
