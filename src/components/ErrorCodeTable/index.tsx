import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { ReactNode } from 'react';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import type { ErrorCodeEntry } from '@site/src/lib/openapi/errorCatalogue';
import catalogue from '@site/.generated/api/error-codes.json';

interface Props {
  /** Show only codes returned with this HTTP status. */
  status?: number;
}

/** Every error code in the OpenAPI document, with its status, cause and fix; each row is an anchor. */
export default function ErrorCodeTable({ status }: Props): ReactNode {
  const entries = (catalogue as ErrorCodeEntry[]).filter((entry) => status === undefined || entry.status === status);
  // Rows are link targets (error responses' doc_url ends in #<code>); tell the build's anchor check.
  const brokenLinks = useBrokenLinks();
  entries.forEach((entry) => brokenLinks.collectAnchor(entry.code));
  // Focusable: a wide table scrolls sideways, which a keyboard reader can only do from inside it.
  return (
    <table tabIndex={0}>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Status</th>
          <th scope="col">Cause</th>
          <th scope="col">Fix</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.code} id={entry.code}>
            <td>
              <code>{entry.code}</code>
            </td>
            <td>{entry.status}</td>
            <td>
              <InlineMarkdown text={entry.cause} />
            </td>
            <td>
              <InlineMarkdown text={entry.fix} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
