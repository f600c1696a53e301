import { diag, DiagLogLevel } from '@opentelemetry/api';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { TracingConfig } from '../config.js';
import type { Logger } from '../logger.js';

/**
 * The tracer provider of a gateway that exports its spans over OTLP/HTTP (`OTEL_EXPORTER_OTLP_ENDPOINT`
 * set): OpenTelemetry's SDK with a batching processor, so a request only hands its ended spans
 * to a buffer and the export runs in the background. gateway.ts imports this module only then.
 *
 * The SDK reads the other standard variables itself: OTEL_EXPORTER_OTLP_HEADERS (and _TRACES_),
 * _TIMEOUT and _COMPRESSION, OTEL_TRACES_SAMPLER and _ARG (default: follow the client's sampled
 * flag, sample every trace that starts here), OTEL_BSP_* (batching), OTEL_RESOURCE_ATTRIBUTES
 * and the span limits. The provider is the gateway's own, never registered globally.
 */
export async function createOtlpTracerProvider(config: TracingConfig, logger: Logger): Promise<BasicTracerProvider> {
  // One exporter package per protocol, loaded only when chosen.
  const { OTLPTraceExporter } =
    config.protocol === 'http/json' ? await import('@opentelemetry/exporter-trace-otlp-http') : await import('@opentelemetry/exporter-trace-otlp-proto');
  const exporter = new OTLPTraceExporter({ url: config.tracesUrl });
  // An export that fails (a collector down or refusing) is said in the gateway's log, not lost in
  // the SDK's silent default. Its messages name the collector, never an upstream or a caller.
  diag.setLogger(
    {
      error: (message, ...args) => logger.warn('opentelemetry', { source: 'otel', message: line(message, args) }),
      warn: (message, ...args) => logger.warn('opentelemetry', { source: 'otel', message: line(message, args) }),
      info: () => {},
      debug: () => {},
      verbose: () => {},
    },
    { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true },
  );
  const resource = defaultResource()
    .merge(detectResources({ detectors: [envDetector] }))
    .merge(resourceFromAttributes({ 'service.name': config.serviceName }));
  return new BasicTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(exporter)] });
}

function line(message: string, args: unknown[]): string {
  return [message, ...args.map((a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : JSON.stringify(a)))].join(' ');
}
