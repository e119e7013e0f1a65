import { useServerData, useServices, type ServerData } from '@klob/shared';
import { resultOf, type Envelope } from '@klob/shared/api-contract/envelope';
import { TELEMETRY_PATHS, type SourceTelemetrySummary, type TelemetrySummary } from '@klob/shared/api-contract/telemetry';
import { useTranslation } from '@klob/shared/react-i18n';

/** `?since=` of the status page: an ISO time or ms since the epoch (e.g. a deploy's), else none. */
export function sinceOf(query: string | null): number | undefined {
  if (!query) return undefined;
  const at = /^\d+$/.test(query) ? Number(query) : Date.parse(query);
  return Number.isFinite(at) && at >= 0 ? at : undefined;
}

/** The last hour's reports per remote (issue 24), or those after `since`, read fresh on every visit of the status page. */
export function useRemoteTelemetry(since: number | undefined): ServerData<TelemetrySummary> {
  const { http } = useServices();
  return useServerData({
    key: `remote-telemetry:${since ?? 'hour'}`,
    load: async () =>
      resultOf(
        await http.service.get<Envelope<TelemetrySummary>>(TELEMETRY_PATHS.remoteEvents, {
          params: since === undefined ? {} : { since: String(since) },
        }),
      ),
  });
}

const percent = (share: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);

const most = (sources: readonly SourceTelemetrySummary[], of: (source: SourceTelemetrySummary) => number) =>
  sources.filter((source) => of(source) > 0).sort((a, b) => of(b) - of(a))[0];

/** One remote's cells: its errors and its share of the page's long-task time in the last hour. */
export function TelemetryCells({ summary }: { summary: SourceTelemetrySummary | undefined }) {
  const { i18n } = useTranslation('shell');
  return (
    <>
      <td data-column="errors" title={summary?.lastError ?? undefined}>
        {summary?.errors ?? 0}
      </td>
      <td data-column="long-task-share">{percent(summary?.longTaskShare ?? 0, i18n.language)}</td>
    </>
  );
}

/** Names the remote that caused the most errors and the one that slowed pages most, for ops at a glance. */
export function TelemetryCauses({ telemetry }: { telemetry: ServerData<TelemetrySummary> }) {
  const { t, i18n } = useTranslation('shell');
  if (telemetry.status === 'loading') return null;
  if (telemetry.status === 'failed') return <p role="status">{t('remoteStatus.reportsUnavailable')}</p>;
  const { sources } = telemetry.data;
  const failing = most(sources, (source) => source.errors);
  const slowest = most(sources, (source) => source.longTaskShare);
  if (!failing && !slowest) return <p role="status">{t('remoteStatus.noReports')}</p>;
  return (
    <ul aria-label={t('remoteStatus.caption')} data-testid="remote-causes">
      {failing && (
        <li data-cause="errors">
          {t('remoteStatus.mostErrors', { remote: failing.source, count: failing.errors, lastError: failing.lastError ?? '' })}
        </li>
      )}
      {slowest && (
        <li data-cause="long-tasks">
          {t('remoteStatus.slowestRemote', { remote: slowest.source, share: percent(slowest.longTaskShare, i18n.language) })}
        </li>
      )}
    </ul>
  );
}
