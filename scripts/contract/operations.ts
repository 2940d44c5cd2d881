// The operations of the served OpenAPI document (GET /api/openapi.json), read as the contract test needs them:
// method, path, the JSON Schema of each request part, how the caller authenticates (from `security`) and the
// declared answers. Read from the document itself, not the declarations, so what is checked is what a client is
// told; the document is OpenAPI 3.1, whose schemas are JSON Schema 2020-12.

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** What a caller must carry, from the operation's security requirements. */
export interface Credentials {
  signature: boolean;
  session: boolean;
  cashier: boolean;
  operator: boolean;
}

export interface Operation {
  id: string;
  method: string;
  /** OpenAPI form: /api/v1/tickets/{id}. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  credentials: Credentials;
  /** Declared answers by status: media type → schema (undefined for a media type without one). */
  responses: Record<string, { description: string; content: Record<string, JsonSchema | undefined> }>;
}

interface RawOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

function credentialsOf(security: Record<string, string[]>[] = []): Credentials {
  // The first requirement is the one a client meets ('local' offers [{}] for loopback and then the operator token:
  // the bearer token is carried so the call also works from elsewhere).
  const names = new Set(security.flatMap((requirement) => Object.keys(requirement)));
  return {
    signature: names.has('signature'),
    session: names.has('session'),
    cashier: names.has('cashier'),
    operator: names.has('operator'),
  };
}

export function operationsOf(doc: { paths: Record<string, Record<string, RawOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      id: op.operationId,
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
      credentials: credentialsOf(op.security),
      responses: Object.fromEntries(
        Object.entries(op.responses).map(([status, answer]) => [
          status,
          {
            description: answer.description,
            content: Object.fromEntries(Object.entries(answer.content ?? {}).map(([type, media]) => [type, media.schema])),
          },
        ]),
      ),
    })),
  );
}
