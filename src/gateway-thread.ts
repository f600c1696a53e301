/** The gateway's thread (src/main.ts starts it): the gateway with the configuration main parsed. */
import { workerData } from 'node:worker_threads';
import type { GatewayConfig } from './config.js';
import { serve } from './serve.js';

await serve(Object.freeze((workerData as { config: GatewayConfig }).config));
