import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed resolvers from the printed gateway schema, and a typed-document client from the
 * operations the tests send (so every test query is checked against the schema the way a
 * frontend's codegen client would be). Run `npm run codegen` after any SDL change.
 */
const scalars = {
  DateTime: { input: 'Date', output: 'Date | string' },
  JSON: 'unknown',
  Long: 'number',
  ShowUri: 'string',
  EpisodeUri: 'string',
  Upload: 'unknown',
};

const clientScalars = {
  DateTime: 'string',
  JSON: 'unknown',
  Long: 'number',
  ShowUri: 'string',
  EpisodeUri: 'string',
  Upload: 'unknown',
};

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema/gateway.graphql',
  emitLegacyCommonJSImports: false,
  ignoreNoDocuments: true,
  generates: {
    'src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#GatewayContext',
        mappers: {
          Episode: '../modules/refs.js#EpisodeParent',
          Show: '../modules/refs.js#ShowParent',
          ShowMonetization: '../modules/monetization/mappers.js#ShowMonetizationParent',
          Onboarding: '../modules/account/mappers.js#OnboardingParent',
          UploadJob: '../jobs/types.js#UploadJobRecord',
          AnalyticsInsightJob: '../modules/analytics/insight-jobs.js#InsightJob',
          MediaValidation: '../jobs/types.js#MediaValidationRecord',
        },
        useIndexSignature: true,
        enumsAsTypes: true,
        useTypeImports: true,
        scalars,
      },
    },
    'src/generated/client/': {
      preset: 'client',
      documents: ['test/**/*.ts'],
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, scalars: clientScalars },
    },
  },
};

export default config;
