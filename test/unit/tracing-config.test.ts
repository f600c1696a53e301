import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

/** The OTEL_* variables the gateway reads itself (the SDK reads the others): when tracing is on, where spans go, how. */
describe('tracing configuration', () => {
  it('is off (null) unless an OTLP endpoint is set', () => {
    expect(loadConfig({}).tracing).toBeNull();
    expect(loadConfig({ OTEL_SERVICE_NAME: 'gw', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }).tracing).toBeNull();
  });

  it('posts to the general endpoint plus /v1/traces, protobuf by default, as the gateway named by default', () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318/' }).tracing).toEqual({
      tracesUrl: 'http://otel-collector:4318/v1/traces',
      protocol: 'http/protobuf',
      serviceName: 'podcast-graph-gateway',
    });
  });

  it('takes the traces endpoint as is, the traces protocol over the general one, and OTEL_SERVICE_NAME', () => {
    const tracing = loadConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.com/ingest',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'gateway-eu',
    }).tracing;
    expect(tracing).toEqual({ tracesUrl: 'https://traces.example.com/ingest', protocol: 'http/json', serviceName: 'gateway-eu' });
  });

  it('is off with OTEL_SDK_DISABLED=true, whatever the endpoint', () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318', OTEL_SDK_DISABLED: 'true' }).tracing).toBeNull();
  });

  it("reads OTEL_SDK_DISABLED as OpenTelemetry does: only `true` disables, any other value neither disables nor stops the start", () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318', OTEL_SDK_DISABLED: 'TRUE' }).tracing).toBeNull();
    for (const value of ['1', 'yes', 'false', 'nonsense']) {
      expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318', OTEL_SDK_DISABLED: value }).tracing).not.toBeNull();
    }
  });

  it('refuses an endpoint with a query string (the traces path would land after it)', () => {
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318?tenant=a' })).toThrow(ConfigError);
  });

  it('names a bad endpoint and grpc, which is not bundled', () => {
    let problems: string[] = [];
    try {
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4317', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      problems = (error as ConfigError).problems.map((p) => `${p.variable} ${p.message}`);
    }
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^OTEL_EXPORTER_OTLP_ENDPOINT must be an absolute http\(s\) URL/);
    expect(problems[1]).toMatch(/^OTEL_EXPORTER_OTLP_PROTOCOL must be one of http\/protobuf, http\/json \(grpc is not supported\)/);
  });
});
