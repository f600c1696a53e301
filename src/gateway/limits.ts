import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, Kind, validate, type DocumentNode, type GraphQLSchema, type ParseOptions, type Source, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { OperationLimits } from '../config.js';
import { ErrorCode } from '../errors.js';
import { operationCost, type CostModel } from './cost.js';
import { fieldRepeatsRule } from './field-repeats.js';
import { rateLimitedByPlan } from './rate-limit.js';
import type { RequestLedger } from '../http/request-ledger.js';
import type { RequestPlan } from '../context.js';

/** A client sees at most this many validation errors; graphql-js stops validating past it. */
export const MAX_VALIDATION_ERRORS = 5;

type LimitName = 'tokens' | 'depth' | 'aliases' | 'directives' | 'fieldRepeats' | 'cost';

/** The one error of a rejected operation: HTTP 400, `OPERATION_LIMIT_EXCEEDED`, which limit and its value. */
export function limitExceeded(limit: LimitName, max: number, found?: number): GraphQLError {
  const what = found === undefined ? '' : ` (found ${found})`;
  return new GraphQLError(`The operation exceeds the ${limit} limit of ${max}${what}.`, {
    extensions: { code: ErrorCode.OPERATION_LIMIT_EXCEEDED, limit, max, ...(found === undefined ? {} : { found }), http: { status: 400 } },
  });
}

/**
 * Operation limits, checked before anything runs (GraphQL Armor's rules where it has one):
 * - tokens while parsing: the parser stops at the first token past the limit, so a megabyte of
 *   aliases costs microseconds, not a second of parsing;
 * - depth, aliases, directives and field repeats in a pass of their own, before the standard
 *   rules: an operation over a limit never reaches graphql-js's quadratic overlap check, and is
 *   answered with one error; the standard rules then stop after `MAX_VALIDATION_ERRORS`;
 * - cost with the request's variables, as execution starts (before any resolver).
 * Parse results are cached by yoga per document and validation verdicts per schema and document
 * (gateway/validation-once.ts), so a repeated document pays none of this again (the cost check is
 * cached too when the operation has no variables).
 */
export function useOperationLimits(limits: OperationLimits, costModel: CostModel): Plugin {
  const limitRules = createLimitRules(limits);
  const costs = new WeakMap<DocumentNode, number>();

  // One function for every request: a document yoga has parsed before never calls it.
  const parseWithinTokens = (source: string | Source, options?: ParseOptions) => {
    let found = 0;
    try {
      const parser = new MaxTokensParserWLexer(source, { ...options, n: limits.tokens, onReject: [() => (found = limits.tokens + 1)] });
      return parser.parseDocument();
    } catch (error) {
      if (found > 0) throw limitExceeded('tokens', limits.tokens);
      throw error;
    }
  };

  return {
    onParse({ setParseFn }) {
      setParseFn(parseWithinTokens);
    },
    // Once per schema and document: the gateway keeps the verdict (gateway/validation-once.ts).
    onValidate({ params, setResult, setValidationFn }) {
      const errors = validate(params.schema, params.documentAST, limitRules, { maxErrors: 1 });
      if (errors.length > 0) return setResult(errors.slice(0, 1));
      setValidationFn(validateUpToMax);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const document = args.document as DocumentNode;
      const cacheable = !(document as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.variableDefinitions?.length);
      // The plan's cost (src/gateway/plans.ts), worked out once per plan on the normal form.
      let cost = (args.contextValue as { plan?: { cost?: number } }).plan?.cost ?? (cacheable ? costs.get(document) : undefined);
      if (cost === undefined) {
        try {
          cost = operationCost(args.schema, document, args.variableValues ?? undefined, args.operationName ?? undefined, costModel);
        } catch {
          // Variables that do not coerce: execution reports them in its own words.
          return;
        }
        if (cacheable) costs.set(document, cost);
      }
      if (cost > limits.cost) return setResultAndStopExecution({ errors: [limitExceeded('cost', limits.cost, cost)] });
      // The plan's bound on upstream calls against what the rate limit left its caller, before
      // the first call: an operation that may not finish is refused whole, not answered in part.
      const { plan, ledger } = args.contextValue as { plan?: RequestPlan; ledger?: RequestLedger };
      if (plan?.bound != null && ledger && plan.bound > ledger.callsLeft) {
        setResultAndStopExecution({ errors: [rateLimitedByPlan(plan.bound, Math.max(0, ledger.callsLeft), ledger.refillSeconds)] });
      }
    },
  };
}

function validateUpToMax(schema: GraphQLSchema, document: DocumentNode, rules?: readonly ValidationRule[]): readonly GraphQLError[] {
  return validate(schema, document, rules, { maxErrors: MAX_VALIDATION_ERRORS });
}

function createLimitRules(limits: OperationLimits): ValidationRule[] {
  // Armor's rules report through onReject when not told to throw; the error is ours (coded).
  const report = (limit: LimitName, max: number) => ({
    n: max,
    propagateOnRejection: false,
    onReject: [
      (context: { reportError(error: GraphQLError): void } | null, error: GraphQLError) => {
        const found = Number(/found (\d+)/.exec(error.message)?.[1]);
        context?.reportError(limitExceeded(limit, max, Number.isFinite(found) ? found : undefined));
      },
    ],
  });
  return [
    maxDepthRule({ ...report('depth', limits.depth), ignoreIntrospection: true, flattenFragments: true }) as unknown as ValidationRule,
    maxAliasesRule(report('aliases', limits.aliases)) as unknown as ValidationRule,
    maxDirectivesRule(report('directives', limits.directives)) as unknown as ValidationRule,
    fieldRepeatsRule(limits.fieldRepeats, (found) => limitExceeded('fieldRepeats', limits.fieldRepeats, found)),
  ];
}
