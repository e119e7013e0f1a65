import { css } from '@emotion/react';
import { REMOTE_NAMES, SlotFallback, useServerData, type RemoteName } from '@klob/shared';
import { colors } from '@klob/shared/ui';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { checkBuildInfo, loadUnitModule, registeredRemotes } from '../../remotes';

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

/** One remote's row: its own slot, loading its './build-info' with its own fallback and retry. */
function RemoteStatusRow({ remote, manifestUrl }: { remote: RemoteName; manifestUrl: string | undefined }) {
  const id = `${remote}/build-info`;
  const build = useServerData({ key: id, load: async () => checkBuildInfo(await loadUnitModule({ remote, unit: 'build-info' }), id) });
  const state = build.status === 'ready' ? 'ok' : build.status;
  return (
    <tr data-remote={remote}>
      <th scope="row">{remote}</th>
      <td>{manifestUrl ?? 'not in manifest'}</td>
      <td data-state={state} aria-busy={state === 'loading'}>
        {build.status === 'failed' ? <SlotFallback unitName={id} onRetry={build.retry} /> : state}
      </td>
      <td>{build.status === 'ready' && build.data.version}</td>
      <td>{build.status === 'ready' && build.data.commit}</td>
      <td>{build.status === 'ready' && build.data.builtAt}</td>
    </tr>
  );
}

/**
 * For ops: which build of each remote this page runs, read from the remotes themselves (their
 * './build-info'), so a deploy or a roll back can be checked in the browser. Every remote has its
 * own slot here, so one that is down, slow or broken costs only its row. Not translated: an
 * operations page, not a product page.
 */
export function RemoteStatusPage() {
  const manifest = registeredRemotes();
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
          {REMOTE_NAMES.map((remote) => (
            <RemoteStatusRow key={remote} remote={remote} manifestUrl={manifest[remote]} />
          ))}
        </tbody>
      </table>
    </>
  );
}
