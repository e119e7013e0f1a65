import { createBatchSender } from './batch-sender';
import { observePage } from './page-observers';
import { connectTelemetrySink, reportTelemetry } from './report-telemetry';
import { sourceAttribution } from './source-attribution';

/**
 * Starts per-remote telemetry for this page (issue 24): observes the page, attributes what it sees to the
 * remote whose code or slot caused it, and sends batches to the api. Loaded after the first paint.
 */
export function installRemoteTelemetry(remoteManifestUrls: Readonly<Record<string, string | undefined>>): () => void {
  const sender = createBatchSender();
  const disconnect = connectTelemetrySink((event) => sender.add(event));
  // Observers are installed after the sink so their buffered entries go straight to the batch.
  const stopObserving = observePage(reportTelemetry, sourceAttribution(remoteManifestUrls, window.location.origin));
  return () => {
    stopObserving();
    disconnect();
    sender.flush();
    sender.stop();
  };
}
