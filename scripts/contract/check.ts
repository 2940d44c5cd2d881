// The contract check of one answer against the OpenAPI document: no 5xx, a status the operation declares, and a
// body valid against the schema declared for that status (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it,
// formats checked). A finding names the operation, the case and what disagreed; none means the document says
// what the server did.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema, Operation } from './operations.ts';

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

export interface Finding {
  operation: string;
  kind: string;
  status: number;
  problem: string;
  request: string;
  answer: string;
}

/** The refusal codes an answer's description lists ("… Codes: A, B."; server/modules/docs/openapi.ts writes it). */
export const declaredCodes = (description: string): string[] =>
  /Codes: ([A-Z0-9_, ]+)\./
    .exec(description)?.[1]
    ?.split(', ')
    .filter((c) => c !== '') ?? [];

/** A checker whose compiled schemas are kept (the document's schemas do not change during a run). */
export function answerChecker(): (op: Operation, kind: string, request: string, answer: Answer) => Finding | null {
  // strict off: OpenAPI schemas carry keywords Ajv does not know (description on a $ref-free schema is fine,
  // but `example`, `discriminator`… are OpenAPI's); allErrors for a full message.
  // multipleOfPrecision: amounts are declared multipleOf 0.01, and 19.99 / 0.01 is 1998.9999999999998 in floats.
  const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
  addFormats(ajv);
  const compiled = new Map<JsonSchema, ValidateFunction>();
  const validatorOf = (schema: JsonSchema): ValidateFunction => {
    let validate = compiled.get(schema);
    if (validate === undefined) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  return (op, kind, request, answer) => {
    const finding = (problem: string): Finding => ({
      operation: `${op.method} ${op.path} (${op.id})`,
      kind,
      status: answer.status,
      problem,
      request: request.slice(0, 300),
      answer: answer.body.slice(0, 300),
    });
    if (answer.status >= 500) {
      return finding('a 5xx answer');
    }
    const declared = op.responses[String(answer.status)];
    if (declared === undefined) {
      return finding(`status ${answer.status} is not declared (declared: ${Object.keys(op.responses).join(', ')})`);
    }
    const media = answer.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const types = Object.keys(declared.content);
    if (types.length === 0 || answer.status === 304 || answer.status === 204) {
      return null;
    }
    if (!types.includes(media)) {
      return finding(`content-type ${media || '(none)'} is not declared for ${answer.status} (declared: ${types.join(', ')})`);
    }
    const schema = declared.content[media];
    if (media !== 'application/json' || schema === undefined) {
      return null;
    }
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      return finding('the body is not JSON');
    }
    const validate = validatorOf(schema);
    if (!validate(json)) {
      return finding(`body does not match the declared schema: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 300)}`);
    }
    const code = answer.status >= 400 ? (json as { code?: unknown }).code : undefined;
    const codes = declaredCodes(declared.description);
    if (typeof code === 'string' && codes.length > 0 && !codes.includes(code)) {
      return finding(`code ${code} is not declared for ${answer.status} (declared: ${codes.join(', ')})`);
    }
    return null;
  };
}
