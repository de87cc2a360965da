import { z } from 'zod';

/**
 * The JSON Schema of a contract schema's input side: what travels on the wire (the
 * server's PascalCase payload, the request's text values). docs/api.md and
 * docs/openapi.json both read schemas through this, so they describe the same thing.
 */
export type JsonSchema = {
  type?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  contentMediaType?: string;
  description?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  default?: unknown;
  minimum?: number;
  maximum?: number;
};

export const toJsonSchema = (schema: z.ZodType): JsonSchema => {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema & { $schema?: string };
  return json;
};
