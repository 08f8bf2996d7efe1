// The operations domain's public face (ADR 034): liveness and readiness probes.
// Other domains and the composition roots import only what is exported here, never a file inside.
export { healthProbeRoutes } from './health/health-probes.routes';
export { healthRoutes } from './health/health.routes';
