// SignalR's log lines as the console shows them, minus the ones our own stop causes: stopping a
// connection that is still negotiating (the session ended, the page's bridge unmounted) makes the
// library log "Failed to start the connection … stopped during negotiation" as an error, which is
// not one.
import type { ILogger } from '@microsoft/signalr';

/** The console methods the logger writes to. */
export interface LogSink {
  warn(message: string): void;
  error(message: string): void;
}

/** SignalR's LogLevel values used here (Warning = 3, Error = 4), kept numeric: the library loads lazily. */
const warning = 3;
const error = 4;

/** A logger that writes warnings and errors, and nothing once the connection was asked to stop. */
export function hubLogger(isStopped: () => boolean, sink: LogSink = console): ILogger {
  return {
    log(level, message) {
      if (level < warning || isStopped()) return;
      const line = `[${new Date().toISOString()}] ${message}`;
      if (level >= error) sink.error(line);
      else sink.warn(line);
    },
  };
}
