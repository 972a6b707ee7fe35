/** Platform requirements a client must meet to call the API and receive webhooks (versioning, authentication, going live). */
export const platform = {
  /** Oldest TLS version the API, the browser library and webhook deliveries accept. */
  minimumTls: 'TLS 1.2',
  /** How far a server clock may drift before webhook signatures are rejected as replays. */
  clockTolerance: 'five minutes',
  /** Shortest notice before a major version is retired, counted from its successor's release. */
  deprecationPeriod: '12 months',
} as const;
