import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';

type OnValidate = NonNullable<Plugin['onValidate']>;
type AfterValidate = Exclude<ReturnType<OnValidate>, void>;
/** What validation answered: the errors, none when valid. */
type Verdict = Parameters<Parameters<AfterValidate>[0]['setResult']>[0];

/**
 * Validation is worked out once per schema and document (docs/architecture.md#one-pipeline): the
 * plugins' `onValidate` hooks (the limits' pass, the `@defer`/`@stream` rules, the introspection
 * rule, the masking of field suggestions) run only when a document is validated for the first
 * time on a schema, and every later request reads their verdict.
 *
 * This stands in for yoga's own validation cache (turned off in gateway/document-cache.ts), which
 * keys its entries by the names of the request's rules: it reads every rule's name and joins them
 * on every request, and every rule plugin's hook ran before it, on every request, to build that
 * list (the `@defer` plugin filters it by name). Without them the peer bench's queries cost about 2-12 %
 * less CPU (docs/performance.md, "Validation once per document").
 *
 * Holds because every `onValidate` of the chain depends on the schema and the document only,
 * never on the request: each adds rules, sets the validation function, or rewrites the errors.
 * A plugin whose verdict depends on a request must not have an `onValidate` (its check belongs
 * in `onParams` or `onExecute`).
 *
 * Returns the plugins without their `onValidate`, after one plugin that runs those hooks, in
 * their order, on the first validation of a document and answers from its verdict afterwards.
 */
export function validatedOnce(plugins: Plugin[]): Plugin[] {
  const hooks = plugins.flatMap((plugin) => (plugin.onValidate ? [plugin.onValidate] : []));
  const verdicts = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Verdict>>();
  const once: Plugin = {
    onValidate(payload) {
      const { schema, documentAST } = payload.params;
      let bySchema = verdicts.get(schema);
      const known = bySchema?.get(documentAST);
      if (known) return payload.setResult(known);
      const afters = hooks.flatMap((hook) => {
        const after = hook(payload);
        return after ? [after] : [];
      });
      return (done: Parameters<AfterValidate>[0]) => {
        let result = done.result as Verdict;
        for (const after of afters) {
          after({ ...done, result, setResult: (errors) => void (result = errors as Verdict) });
        }
        if (result !== done.result) done.setResult(result);
        if (!bySchema) verdicts.set(schema, (bySchema = new WeakMap()));
        bySchema.set(documentAST, result);
      };
    },
  };
  return [once, ...plugins.map((plugin) => (plugin.onValidate ? withoutValidate(plugin) : plugin))];
}

function withoutValidate(plugin: Plugin): Plugin {
  const { onValidate: _, ...rest } = plugin;
  return rest;
}
