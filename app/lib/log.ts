/** Structured logs: one JSON object a line, always with the request id. */
export type LogLevel = "info" | "warn" | "error";

export interface Logger {
  (level: LogLevel, event: string, fields?: Record<string, unknown>): void;
}

export function createLogger(requestId: string, sink: (line: string) => void = (l) => console.log(l)): Logger {
  return (level, event, fields = {}) => {
    sink(JSON.stringify({ level, event, requestId, ...fields }));
  };
}
