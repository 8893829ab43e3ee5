// OpenTelemetry traces (docs/deploy.md, "Metrics and traces"), on when the standard variables name
// where to send them: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or OTEL_EXPORTER_OTLP_ENDPOINT (OTLP over
// HTTP), unless OTEL_TRACES_EXPORTER is none. A span per request (with its route, status and the
// caller's traceparent) and one per hook and handler, through @fastify/otel. OTEL_SERVICE_NAME and
// OTEL_RESOURCE_ATTRIBUTES describe the service; OTEL_EXPORTER_OTLP_HEADERS and the OTEL_BSP_
// settings are read by the exporter and the batch processor themselves. The libraries load only
// when traces are on (a bundled server would otherwise load them at start).
import type { FastifyInstance } from 'fastify';

/** Call before the routes are registered, so that every route is traced (config.tracesEndpoint). */
export async function registerTracing(app: FastifyInstance, url: string): Promise<void> {
  const [
    { default: FastifyOtelInstrumentation },
    { OTLPTraceExporter },
    { detectResources, envDetector, resourceFromAttributes },
    { BatchSpanProcessor, NodeTracerProvider },
  ] = await Promise.all([
    import('@fastify/otel'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-node'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'vitrine' }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  // The global provider, context manager (async local storage) and W3C trace-context propagator.
  provider.register();
  const instrumentation = new FastifyOtelInstrumentation();
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  // What is still batched is sent before the process ends.
  app.addHook('onClose', () => provider.shutdown());
  app.log.info(`Traces go to ${url}`);
}
