import { css } from '@emotion/react';
import { REMOTE_NAMES, SlotFallback, useServerData, type RemoteName } from '@klob/shared';
import { colors } from '@klob/shared/ui';
import { useTranslation } from '@klob/shared/react-i18n';
import type { SourceTelemetrySummary } from '@klob/shared/api-contract/telemetry';
import { useSearchParams } from 'react-router-dom';
import { sinceOf, TelemetryCauses, TelemetryCells, useRemoteTelemetry } from './remote-telemetry';
import { checkBuildInfo, loadUnitModule, registeredRemotes, useRemoteDisabled } from '../../remotes';

/** On a phone the table scrolls sideways inside its box; the page itself never does. */
const tableScrollStyle = css`
  max-width: 100%;
  overflow-x: auto;
`;

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
  td[data-state='disabled'] {
    color: ${colors.textMuted};
  }
  td[data-state='ok'] {
    color: ${colors.success};
  }
`;

const causesStyle = css`
  margin: 0 auto 32px;
  max-width: min(900px, 100%);
  padding: 0 12px;
  font-size: 14px;
  overflow-wrap: anywhere;
`;

/** One remote's row: its own slot, loading its './build-info' with its own fallback and retry. */
function RemoteStatusRow({
  remote,
  manifestUrl,
  telemetry,
}: {
  remote: RemoteName;
  manifestUrl: string | undefined;
  telemetry: SourceTelemetrySummary | undefined;
}) {
  const id = `${remote}/build-info`;
  const build = useServerData({ key: id, load: async () => checkBuildInfo(await loadUnitModule({ remote, unit: 'build-info' }), id) });
  const { t } = useTranslation('shell');
  // Switched off by ops (kill switch): said first; the build it would run is still shown.
  const disabled = useRemoteDisabled(remote);
  const state = disabled ? 'disabled' : build.status === 'ready' ? 'ok' : build.status;
  const stateLabel = {
    ok: t('remoteStatus.stateOk'),
    loading: t('remoteStatus.stateLoading'),
    failed: t('remoteStatus.stateFailed'),
    disabled: t('remoteStatus.stateDisabled'),
  }[state];
  return (
    <tr data-remote={remote}>
      <th scope="row">{remote}</th>
      <td>{manifestUrl ?? t('remoteStatus.notInManifest')}</td>
      <td data-state={state} aria-busy={state === 'loading'}>
        {build.status === 'failed' && !disabled ? <SlotFallback unitName={id} onRetry={build.retry} /> : stateLabel}
      </td>
      <td>{build.status === 'ready' && build.data.version}</td>
      <td>{build.status === 'ready' && build.data.commit}</td>
      <td>{build.status === 'ready' && build.data.builtAt}</td>
      <TelemetryCells summary={telemetry} />
    </tr>
  );
}

/**
 * For ops: which build of each remote this page runs, read from the remotes themselves (their
 * './build-info'), so a deploy or a roll back can be checked in the browser. Every remote has its
 * own slot here, so one that is down, slow or broken costs only its row. Translated like every
 * page: operators read it in the language they chose.
 */
export function RemoteStatusPage() {
  const { t } = useTranslation('shell');
  const manifest = registeredRemotes();
  const [query] = useSearchParams();
  const telemetry = useRemoteTelemetry(sinceOf(query.get('since')));
  const summaryOf = (remote: RemoteName) =>
    telemetry.status === 'ready' ? telemetry.data.sources.find(({ source }) => source === remote) : undefined;
  return (
    <>
      <meta name="robots" content="noindex" />
      <title>{t('remoteStatus.pageTitle')}</title>
      <div css={tableScrollStyle}>
        <table css={tableStyle}>
          <caption>{t('remoteStatus.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('remoteStatus.remote')}</th>
              <th scope="col">{t('remoteStatus.manifest')}</th>
              <th scope="col">{t('remoteStatus.state')}</th>
              <th scope="col">{t('remoteStatus.version')}</th>
              <th scope="col">{t('remoteStatus.commit')}</th>
              <th scope="col">{t('remoteStatus.builtAt')}</th>
              <th scope="col">{t('remoteStatus.errorsLastHour')}</th>
              <th scope="col">{t('remoteStatus.longTaskShare')}</th>
            </tr>
          </thead>
          <tbody>
            {REMOTE_NAMES.map((remote) => (
              <RemoteStatusRow key={remote} remote={remote} manifestUrl={manifest[remote]} telemetry={summaryOf(remote)} />
            ))}
          </tbody>
        </table>
      </div>
      <section css={causesStyle}>
        <TelemetryCauses telemetry={telemetry} />
      </section>
    </>
  );
}
