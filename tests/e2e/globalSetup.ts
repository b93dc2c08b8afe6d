import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/buildIfStale';
import { startProduct } from './product';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the freshly started product, e.g. http://127.0.0.1:40123 */
    baseUrl: string;
    /** Data folder of that product (deleted after the run). */
    dataDir: string;
  }
}

/** Builds the front end if needed and starts the whole product on a free port with a new data folder. */
export default async function setup(project: TestProject) {
  buildIfStale();
  const product = await startProduct();
  project.provide('baseUrl', product.baseUrl);
  project.provide('dataDir', product.dataDir);
  return () => product.stop();
}
