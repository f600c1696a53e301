import { GraphQLError, type ValidationRule } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { createDocumentCaches } from '../../src/gateway/document-cache.js';
import { validatedOnce } from '../../src/gateway/validation-once.js';

const typeDefs = 'type Query { region: String, secret: String }';

/** A rule that refuses the field `secret`, and counts the validations it took part in. */
function refusingSecret(seen: { runs: number }): ValidationRule {
  return (context) => {
    seen.runs += 1;
    return {
      Field(node) {
        if (node.name.value === 'secret') context.reportError(new GraphQLError('No secrets.', { nodes: [node] }));
      },
    };
  };
}

function server(plugins: Plugin[], schemaVersion = { current: createSchema({ typeDefs, resolvers: { Query: { region: () => 'eu', secret: () => 's' } } }) }) {
  return createYoga({
    schema: () => schemaVersion.current,
    parserAndValidationCache: createDocumentCaches(),
    maskedErrors: false,
    plugins: validatedOnce(plugins),
  });
}

async function ask(yoga: ReturnType<typeof server>, query: string) {
  const response = await yoga.fetch('http://gateway/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
}

describe('validation once per schema and document', () => {
  it("runs the plugins' validation hooks on a document's first request only, and answers later ones from their verdict", async () => {
    const seen = { runs: 0 };
    let hookCalls = 0;
    const rule: Plugin = {
      onValidate({ addValidationRule }) {
        hookCalls += 1;
        addValidationRule(refusingSecret(seen));
      },
    };
    // Rewrites the errors after validation, as the field-suggestion mask does.
    const rewrite: Plugin = {
      onValidate: () => ({ valid, result, setResult }) => {
        if (!valid) setResult(result.map((error) => new GraphQLError(`${error.message} (rewritten)`)));
      },
    };
    const yoga = server([rule, rewrite]);

    for (let i = 0; i < 3; i++) expect(await ask(yoga, '{ region }')).toEqual({ data: { region: 'eu' } });
    for (let i = 0; i < 3; i++) expect((await ask(yoga, '{ secret }')).errors?.map((e) => e.message)).toEqual(['No secrets. (rewritten)']);
    // Two documents, six requests: the hook and the rule ran once per document.
    expect(hookCalls).toBe(2);
    expect(seen.runs).toBe(2);
  });

  it('validates a document again on a new schema', async () => {
    let hookCalls = 0;
    const counting: Plugin = { onValidate: () => void (hookCalls += 1) };
    const schema = { current: createSchema({ typeDefs, resolvers: { Query: { region: () => 'eu' } } }) };
    const yoga = server([counting], schema);
    await ask(yoga, '{ region }');
    await ask(yoga, '{ region }');
    schema.current = createSchema({ typeDefs: 'type Query { region: String }', resolvers: { Query: { region: () => 'us' } } });
    expect(await ask(yoga, '{ region }')).toEqual({ data: { region: 'us' } });
    expect((await ask(yoga, '{ secret }')).errors?.[0].message).toMatch(/Cannot query field "secret"/);
    expect(hookCalls).toBe(3);
  });

  it('leaves the other hooks of a plugin in place', async () => {
    let executions = 0;
    const both: Plugin = { onValidate: () => undefined, onExecute: () => void (executions += 1) };
    const yoga = server([both]);
    await ask(yoga, '{ region }');
    await ask(yoga, '{ region }');
    expect(executions).toBe(2);
  });
});
