// Ajv (JSON Schema 2020-12) set up for the bundled contract, for request validation in the back end
// and fixture checks in tests: `$ref`s such as `#/components/schemas/Round` resolve inside it.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from './apiBundle';

/** `$id` under which the contract's schemas are registered. */
export const contractSchemaId = 'https://power-trading.local/openapi.json';

/** Ajv with the contract's components registered, strict about everything else. */
export interface ContractValidator {
  /** The configured Ajv instance. */
  ajv: Ajv2020;
  /** Compiled validator of one named schema of `components.schemas`. */
  schema(name: string): ValidateFunction;
}

/** Creates a validator over the `components.schemas` of a bundled contract. */
export function createContractValidator(doc: OpenApiDocument): ContractValidator {
  // allErrors: a fixture or request shows every mistake at once, not only the first.
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  // OpenAPI additions that carry no validation: the container of the schemas, and enum labels.
  ajv.addVocabulary(['components', 'x-enum-descriptions']);
  const components = doc.components as Record<string, unknown>;
  ajv.addSchema({ $id: contractSchemaId, components: { schemas: components.schemas } });
  return {
    ajv,
    schema: (name) => {
      const validate = ajv.getSchema(`${contractSchemaId}#/components/schemas/${name}`);
      if (!validate) throw new Error(`接口契约中没有名为 ${name} 的数据结构`);
      return validate;
    },
  };
}

/** Ajv's errors as readable lines: the JSON path and what was expected. */
export function describeErrors(validate: ValidateFunction): string[] {
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
}
