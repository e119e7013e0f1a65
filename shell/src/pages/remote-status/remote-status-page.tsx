import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { REMOTE_NAMES, type RemoteBuildInfo, type RemoteName } from '@klob/shared';
import { colors } from '@klob/shared/ui';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { loadUnitModule, registeredRemotes } from '../../remotes';

type RemoteStatus = { state: 'loading' } | { state: 'ok'; build: RemoteBuildInfo } | { state: 'failed'; reason: string };

const tableStyle = css`
  margin: 32px auto;
  border-collapse: collapse;
  min-width: min(900px, 100%);
  background: ${colors.surface};
  th,
  td {
    padding: 8px 12px;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
    font-size: 14px;
  }
  td[data-state='failed'] {
    color: ${colors.danger};
  }
  td[data-state='ok'] {
    color: ${colors.success};
  }
`;

/**
 * For ops: which build of each remote this page runs, read from the remotes
 * themselves (their './build-info'), so a deploy or a roll back can be checked
 * in the browser. Not translated: an operations page, not a product page.
 */
export function RemoteStatusPage() {
  const manifest = registeredRemotes();
  const [statuses, setStatuses] = useState<Partial<Record<RemoteName, RemoteStatus>>>({});

  useEffect(() => {
    for (const remote of REMOTE_NAMES) {
      loadUnitModule({ remote, unit: 'build-info' }).then(
        (build) => setStatuses((current) => ({ ...current, [remote]: { state: 'ok', build } })),
        (error: unknown) => setStatuses((current) => ({ ...current, [remote]: { state: 'failed', reason: String(error) } })),
      );
    }
  }, []);

  return (
    <>
      <meta name="robots" content="noindex" />
      <title>{`${PRODUCT_NAME} remotes`}</title>
      <table css={tableStyle}>
        <caption>Remotes of this page</caption>
        <thead>
          <tr>
            <th scope="col">remote</th>
            <th scope="col">manifest</th>
            <th scope="col">state</th>
            <th scope="col">version</th>
            <th scope="col">commit</th>
            <th scope="col">built at</th>
          </tr>
        </thead>
        <tbody>
          {REMOTE_NAMES.map((remote) => {
            const status = statuses[remote] ?? { state: 'loading' };
            const build = status.state === 'ok' ? status.build : null;
            return (
              <tr key={remote}>
                <th scope="row">{remote}</th>
                <td>{manifest[remote] ?? 'not in manifest'}</td>
                <td data-state={status.state} title={status.state === 'failed' ? status.reason : undefined}>
                  {status.state}
                </td>
                <td>{build?.version}</td>
                <td>{build?.commit}</td>
                <td>{build?.builtAt}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
