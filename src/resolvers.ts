import type { IResolvers } from '@graphql-tools/utils';
import { localResolvers } from './modules/index.js';
import { uploadResolvers } from './uploads/resolvers.js';

/**
 * Every resolver the gateway serves besides the upstream's own: each REST-backed module's, and
 * the upload pipeline's. Composed here, above both, so that imports run one way: the uploads
 * pipeline uses modules' endpoints, and no module imports the uploads.
 */
export const gatewayResolvers: IResolvers[] = [...localResolvers, uploadResolvers as IResolvers];
