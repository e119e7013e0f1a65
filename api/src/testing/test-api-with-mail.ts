import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { startTestApi, type RunningTestApi, type TestApiOptions } from './test-api.js';

export interface RunningTestApiWithMail {
  running: RunningTestApi;
  /** The real SMTP server the api sends to (its SMTP_URL). */
  sink: SmtpSink;
  stop(): Promise<void>;
}

/** A real api whose mail goes over SMTP to a sink the test reads, as in production (no dev mailbox unless asked). */
export async function startTestApiWithMail({ config = {}, modules }: TestApiOptions = {}): Promise<RunningTestApiWithMail> {
  const sink = await startSmtpSink();
  const running = await startTestApi({ config: { devMailbox: false, ...config, smtpUrl: sink.url }, modules });
  return {
    running,
    sink,
    async stop() {
      await running.stop();
      await sink.stop();
    },
  };
}
